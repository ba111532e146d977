import type { UploadImageType } from './image-decoder.port';

/** A picture a user sent, re-encoded and stored as their own media. */
export interface Upload {
  readonly id: string;
  readonly userId: string;
  /** The media store's key of the stored picture. */
  readonly mediaKey: string;
  /** The URL the picture is served at. */
  readonly url: string;
  readonly contentType: UploadImageType;
  readonly width: number;
  readonly height: number;
  /** Size of the stored (re-encoded) file. */
  readonly bytes: number;
  readonly createdAt: Date;
}

export type NewUpload = Upload;

/** The uploads table; every read is the owner's (another user's id is a missing one). */
export interface UploadRepository {
  create(upload: NewUpload): Promise<Upload>;
  find(userId: string, id: string): Promise<Upload | null>;
}
