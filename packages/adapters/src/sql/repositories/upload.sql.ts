import type { NewUpload, Upload, UploadImageType, UploadRepository } from '@lumen/domain';
import { insertRow, type SqlScope, select, toDate, toInt } from '../sql-support';

export interface UploadRow {
  id: string;
  user_id: string;
  media_key: string;
  url: string;
  content_type: string;
  width: unknown;
  height: unknown;
  bytes: unknown;
  created_at: unknown;
}

export function toUpload(row: UploadRow): Upload {
  return {
    id: row.id,
    userId: row.user_id,
    mediaKey: row.media_key,
    url: row.url,
    contentType: row.content_type as UploadImageType,
    width: toInt(row.width),
    height: toInt(row.height),
    bytes: toInt(row.bytes),
    createdAt: toDate(row.created_at),
  };
}

export class SqlUploadRepository implements UploadRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async create(upload: NewUpload): Promise<Upload> {
    await insertRow(this.#scope, 'uploads', {
      id: upload.id,
      user_id: upload.userId,
      media_key: upload.mediaKey,
      url: upload.url,
      content_type: upload.contentType,
      width: upload.width,
      height: upload.height,
      bytes: upload.bytes,
      created_at: upload.createdAt,
    });
    return upload;
  }

  async find(userId: string, id: string): Promise<Upload | null> {
    const [row] = await select<UploadRow>(
      this.#scope,
      'SELECT * FROM `uploads` WHERE `id` = $id AND `user_id` = $userId',
      { id, userId },
    );
    return row ? toUpload(row) : null;
  }
}
