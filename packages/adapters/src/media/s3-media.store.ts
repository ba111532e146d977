import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { KeyedMediaStore } from './keyed-media.store';

export interface S3MediaStoreOptions {
  readonly bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, a local peer); unset: AWS S3 in `region`. */
  readonly endpoint?: string;
  readonly region: string;
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID…, a role, a profile). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Bucket in the path rather than the host name; most S3-compatible servers want it. */
  readonly forcePathStyle?: boolean;
  /** Put before every object key, so one bucket can hold several deployments. */
  readonly keyPrefix?: string;
  readonly publicUrl?: string;
}

/** Objects are never rewritten under a key (keys are random), so caches may keep them. */
export const OBJECT_CACHE_CONTROL = 'private, max-age=31536000, immutable';

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Media in an S3-compatible bucket, shared by every instance. The keys and URLs are the local
 * store's (`/media/<user>/<32 hex>.<ext>`), and the app serves them: the bucket stays private,
 * stored URLs never expire, and the strict CSP (`img-src 'self'`) holds.
 */
export class S3MediaStore extends KeyedMediaStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(options: S3MediaStoreOptions) {
    super(options.publicUrl);
    this.#client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      // Checksums the SDK would add by default (CRC32) are not understood by every S3 peer.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    this.#bucket = options.bucket;
    this.#prefix = options.keyPrefix ?? '';
  }

  protected async write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
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

  protected async read(key: string): Promise<Uint8Array | null> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }),
      );
      return object.Body ? await object.Body.transformToByteArray() : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The object's body as the bucket sends it, never held whole. */
  protected override async readChunks(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }),
      );
      return (object.Body as AsyncIterable<Uint8Array> | undefined) ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  protected async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + key }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  protected async removeFolder(folder: string): Promise<number> {
    let removed = 0;
    // A page of keys is listed, then deleted: the next listing starts from what is left, so no
    // continuation token has to survive the deletions.
    for (;;) {
      const listed = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: `${this.#prefix}${folder}/`,
          MaxKeys: 1000,
        }),
      );
      const keys = (listed.Contents ?? []).flatMap((object) =>
        object.Key ? [{ Key: object.Key }] : [],
      );
      if (keys.length === 0) return removed;
      const result = await this.#client.send(
        new DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: { Objects: keys, Quiet: true },
        }),
      );
      if (result.Errors?.length) {
        throw new Error(`Media removal failed for ${result.Errors.length} objects`);
      }
      removed += keys.length;
    }
  }

  protected async removeKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const result = await this.#client.send(
        new DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: {
            Objects: keys.slice(start, start + 1000).map((key) => ({ Key: this.#prefix + key })),
            Quiet: true,
          },
        }),
      );
      if (result.Errors?.length) {
        throw new Error(`Media removal failed for ${result.Errors.length} objects`);
      }
    }
  }

  protected async listFolders(after: string | null, limit: number): Promise<string[]> {
    const listed = await this.#client.send(
      new ListObjectsV2Command({
        Bucket: this.#bucket,
        Prefix: this.#prefix,
        Delimiter: '/',
        MaxKeys: limit,
        // Past every key of that folder: '~' sorts after the characters a key may hold.
        ...(after !== null ? { StartAfter: `${this.#prefix}${after}/~` } : {}),
      }),
    );
    return (listed.CommonPrefixes ?? [])
      .flatMap((common) => (common.Prefix ? [common.Prefix] : []))
      .map((prefix) => prefix.slice(this.#prefix.length, -1))
      .filter((folder) => folder !== '' && (after === null || folder > after))
      .sort()
      .slice(0, limit);
  }

  close(): void {
    this.#client.destroy();
  }
}
