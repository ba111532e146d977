import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KeyedMediaStore } from './keyed-media.store';
import { isMediaKey } from './media-keys';

/**
 * Media on local disk under DATA_DIR/media: one folder per user, 128-bit random file names, served
 * by the server at `/media/<key>`. The URLs are relative, so they work behind any proxy and the
 * web app's dev server alike.
 */
export class LocalMediaStore extends KeyedMediaStore {
  readonly #root: string;

  constructor(options: { root: string; publicUrl?: string }) {
    super(options.publicUrl);
    this.#root = path.resolve(options.root);
  }

  protected async write(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.#fileOf(key);
    if (!file) throw new Error('Invalid media key');
    // Owner only: the media are the users' own pictures, under DATA_DIR (0700) like the database.
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  }

  protected async read(key: string): Promise<Uint8Array | null> {
    const file = this.#fileOf(key);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The file read 64 KiB at a time; opened first, so a missing file is null, not an error later. */
  protected override async readChunks(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    const file = this.#fileOf(key);
    if (!file) return null;
    try {
      const handle = await open(file, 'r');
      return handle.createReadStream({ highWaterMark: 64 * 1024 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  protected async exists(key: string): Promise<boolean> {
    const file = this.#fileOf(key);
    if (!file) return false;
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  }

  protected async removeFolder(folder: string): Promise<number> {
    const dir = path.resolve(this.#root, folder);
    if (!dir.startsWith(this.#root + path.sep)) return 0;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    await rm(dir, { recursive: true, force: true });
    return names.length;
  }

  protected async removeKeys(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const file = this.#fileOf(key);
      if (file) await rm(file, { force: true });
    }
  }

  protected async listFolders(after: string | null, limit: number): Promise<string[]> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.#root, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isDirectory() && (after === null || entry.name > after))
      .map((entry) => entry.name)
      .sort()
      .slice(0, limit);
  }

  #fileOf(key: string): string | null {
    if (!isMediaKey(key)) return null;
    const file = path.resolve(this.#root, key);
    return file.startsWith(this.#root + path.sep) ? file : null;
  }
}
