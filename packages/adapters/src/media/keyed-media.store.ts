import type { MediaStore, StoredMedia } from '@lumen/domain';
import {
  contentTypeOf,
  isMediaKey,
  isUsersKey,
  MEDIA_URL_PREFIX,
  mediaKeyOf,
  newMediaKey,
  userFolder,
} from './media-keys';

/**
 * The MediaStore contract over any byte storage: keys, URLs, content types and the ownership
 * rule live here once; a subclass only writes, reads and checks bytes under a valid key.
 */
export abstract class KeyedMediaStore implements MediaStore {
  readonly #publicUrl: string | undefined;

  constructor(publicUrl: string | undefined) {
    this.#publicUrl = publicUrl?.replace(/\/+$/, '');
  }

  /** Stores new bytes under a key never used before. */
  protected abstract write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  protected abstract read(key: string): Promise<Uint8Array | null>;
  /**
   * The bytes under the key as they are read, or null when there are none. By default read
   * whole; a store that can read a piece at a time says so.
   */
  protected async readChunks(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    const bytes = await this.read(key);
    return bytes ? toAsync(bytes) : null;
  }
  protected abstract exists(key: string): Promise<boolean>;
  /** Removes every key in the folder; answers how many were removed. */
  protected abstract removeFolder(folder: string): Promise<number>;
  /** Removes these valid keys; a missing one is no error. */
  protected abstract removeKeys(keys: readonly string[]): Promise<void>;
  /** The folders holding keys, in order, after `after` (null: from the start), at most `limit`. */
  protected abstract listFolders(after: string | null, limit: number): Promise<string[]>;

  async put(input: {
    userId: string;
    bytes: Uint8Array;
    contentType: string;
  }): Promise<StoredMedia> {
    const key = newMediaKey(input.userId, input.contentType);
    await this.write(key, input.bytes, input.contentType);
    return { key, url: `${MEDIA_URL_PREFIX}${key}` };
  }

  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    const contentType = contentTypeOf(key);
    if (!isMediaKey(key) || !contentType) return null;
    const bytes = await this.read(key);
    return bytes ? { bytes, contentType } : null;
  }

  async stream(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    if (!isMediaKey(key) || !contentTypeOf(key)) return null;
    return this.readChunks(key);
  }

  async owns(url: string, userId: string): Promise<boolean> {
    const key = this.keyOf(url);
    if (!key || !isUsersKey(key, userId)) return false;
    return this.exists(key);
  }

  removeAllOf(userId: string): Promise<number> {
    return this.removeFolder(userFolder(userId));
  }

  async remove(keys: readonly string[]): Promise<void> {
    const valid = keys.filter(isMediaKey);
    if (valid.length > 0) await this.removeKeys(valid);
  }

  /** A user's folder is the user's id (`userFolder`), so the folders name the owners. */
  owners(after: string | null, limit: number): Promise<string[]> {
    return this.listFolders(after, Math.max(1, Math.floor(limit)));
  }

  /** The key of a media URL this store could have issued (relative or under PUBLIC_URL). */
  keyOf(url: string): string | null {
    return mediaKeyOf(url, this.#publicUrl);
  }
}

async function* toAsync(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}
