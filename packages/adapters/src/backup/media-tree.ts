import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isMediaKey } from '../media/media-keys';
import { OBJECT_CACHE_CONTROL, type S3MediaStoreOptions } from '../media/s3-media.store';

/**
 * The media store as a tree of keys, for backup and restore: listed, read and written by key.
 * The app's MediaStore port has no listing on purpose (the app never needs one).
 */
export interface MediaTree {
  /** Where the media are, for messages (a folder, or `s3://bucket/prefix`). */
  readonly where: string;
  /** Every media key in the store (keys of another shape are not the app's and are skipped). */
  keys(): AsyncIterable<string>;
  /** The bytes, or null when the key was removed after it was listed. */
  read(key: string): Promise<Uint8Array | null>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  isEmpty(): Promise<boolean>;
  close(): void;
}

export type MediaTreeOptions =
  | { readonly kind: 'local'; readonly root: string }
  | ({ readonly kind: 's3' } & Omit<S3MediaStoreOptions, 'publicUrl'>);

export function openMediaTree(options: MediaTreeOptions): MediaTree {
  return options.kind === 'local' ? new LocalMediaTree(options.root) : new S3MediaTree(options);
}

/** A folder of `<user folder>/<name>.<ext>` files: DATA_DIR/media, or a backup's `media/`. */
export class LocalMediaTree implements MediaTree {
  readonly where: string;
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
    this.where = this.#root;
  }

  async *keys(): AsyncIterable<string> {
    for (const folder of await listDir(this.#root)) {
      for (const name of await listDir(path.join(this.#root, folder))) {
        const key = `${folder}/${name}`;
        if (isMediaKey(key)) yield key;
      }
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.#fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.#fileOf(key);
    // Owner only, as the local media store writes them.
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  }

  async isEmpty(): Promise<boolean> {
    for await (const _ of this.keys()) return false;
    return true;
  }

  close(): void {}

  #fileOf(key: string): string {
    if (!isMediaKey(key)) throw new Error(`Invalid media key ${key}`);
    return path.join(this.#root, key);
  }
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The media bucket (under MEDIA_S3_PREFIX), with the S3 media store's client settings. */
export class S3MediaTree implements MediaTree {
  readonly where: string;
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(options: Omit<S3MediaStoreOptions, 'publicUrl'>) {
    this.#client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    this.#bucket = options.bucket;
    this.#prefix = options.keyPrefix ?? '';
    this.where = `s3://${this.#bucket}/${this.#prefix}`;
  }

  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: this.#prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.#prefix.length);
        if (key && isMediaKey(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }),
      );
      return object.Body ? await object.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const contentType = contentTypeOf(key);
    if (!contentType) throw new Error(`Invalid media key ${key}`);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#prefix + key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: OBJECT_CACHE_CONTROL,
      }),
    );
  }

  async isEmpty(): Promise<boolean> {
    for await (const _ of this.keys()) return false;
    return true;
  }

  close(): void {
    this.#client.destroy();
  }
}
