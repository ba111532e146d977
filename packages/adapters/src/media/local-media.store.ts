import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore, StoredMedia } from '@lumen/domain';

export const MEDIA_URL_PREFIX = '/media/';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** `<user folder>/<32 hex>.<ext>`: the only keys this store ever issues or reads. */
const KEY = /^([A-Za-z0-9-]{1,64})\/([0-9a-f]{32})\.(png|jpg|webp)$/;

/**
 * Media on local disk under DATA_DIR/media: one folder per user, 128-bit random file names, served
 * by the server at `/media/<key>`. The URLs are relative, so they work behind any proxy and the
 * web app's dev server alike.
 */
export class LocalMediaStore implements MediaStore {
  readonly #root: string;
  readonly #publicUrl: string | undefined;

  constructor(options: { root: string; publicUrl?: string }) {
    this.#root = path.resolve(options.root);
    this.#publicUrl = options.publicUrl?.replace(/\/+$/, '');
  }

  async put(input: {
    userId: string;
    bytes: Uint8Array;
    contentType: string;
  }): Promise<StoredMedia> {
    const extension = EXTENSIONS[input.contentType];
    if (!extension) throw new Error(`Unsupported media type ${input.contentType}`);
    const key = `${userFolder(input.userId)}/${randomBytes(16).toString('hex')}.${extension}`;
    const file = this.#fileOf(key);
    if (!file) throw new Error('Invalid media key');
    // Owner only: the media are the users' own pictures, under DATA_DIR (0700) like the database.
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, input.bytes, { flag: 'wx', mode: 0o600 });
    return { key, url: `${MEDIA_URL_PREFIX}${key}` };
  }

  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    const file = this.#fileOf(key);
    const extension = KEY.exec(key)?.[3];
    if (!file || !extension) return null;
    try {
      return {
        bytes: await readFile(file),
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async owns(url: string, userId: string): Promise<boolean> {
    const key = this.keyOf(url);
    if (!key || key.split('/')[0] !== userFolder(userId)) return false;
    const file = this.#fileOf(key);
    if (!file) return false;
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  }

  /** The key of a media URL this store could have issued (relative or under PUBLIC_URL). */
  keyOf(url: string): string | null {
    let rest = url;
    if (this.#publicUrl && rest.startsWith(`${this.#publicUrl}/`))
      rest = rest.slice(this.#publicUrl.length);
    if (!rest.startsWith(MEDIA_URL_PREFIX)) return null;
    const key = rest.slice(MEDIA_URL_PREFIX.length);
    return KEY.test(key) ? key : null;
  }

  #fileOf(key: string): string | null {
    if (!KEY.test(key)) return null;
    const file = path.resolve(this.#root, key);
    return file.startsWith(this.#root + path.sep) ? file : null;
  }
}

/** A user's folder: the uuid itself, or a hash of anything that is not a plain id. */
function userFolder(userId: string): string {
  return /^[A-Za-z0-9-]{1,64}$/.test(userId)
    ? userId
    : createHash('sha256').update(userId).digest('hex').slice(0, 32);
}
