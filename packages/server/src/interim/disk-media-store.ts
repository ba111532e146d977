import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore, StoredMedia } from '@lumen/domain';

// Interim: @lumen/adapters has no media store yet (it arrives with the generators). This one
// keeps files under DATA_DIR/media/<userId>/<uuid>.<ext>; move it to the adapters package then.

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]),
);
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const FILE = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

export class DiskMediaStore implements MediaStore {
  constructor(
    private readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async put(input: {
    userId: string;
    bytes: Uint8Array;
    contentType: string;
  }): Promise<StoredMedia> {
    const ext = EXTENSIONS[input.contentType];
    if (!ext) throw new Error(`Unsupported media type ${input.contentType}`);
    if (!USER_ID.test(input.userId)) throw new Error('Invalid user id for media');
    const key = `${input.userId}/${randomUUID()}.${ext}`;
    await mkdir(path.join(this.root, input.userId), { recursive: true });
    await writeFile(path.join(this.root, key), input.bytes, { flag: 'wx' });
    return { key, url: `/media/${key}` };
  }

  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    const parsed = this.#parseKey(key);
    if (!parsed) return null;
    try {
      const bytes = await readFile(path.join(this.root, parsed.userId, parsed.file));
      return { bytes, contentType: CONTENT_TYPES[parsed.ext] ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async owns(url: string, userId: string): Promise<boolean> {
    const base = this.publicUrl.replace(/\/+$/, '');
    const local = url.startsWith(`${base}/media/`) ? url.slice(base.length) : url;
    if (!local.startsWith('/media/')) return false;
    const parsed = this.#parseKey(local.slice('/media/'.length));
    if (!parsed || parsed.userId !== userId) return false;
    return (await this.get(`${parsed.userId}/${parsed.file}`)) !== null;
  }

  #parseKey(key: string) {
    const [userId, file, ...rest] = key.split('/');
    if (rest.length > 0 || !userId || !file || !USER_ID.test(userId) || !FILE.test(file)) {
      return null;
    }
    return { userId, file, ext: file.slice(file.lastIndexOf('.') + 1) };
  }
}
