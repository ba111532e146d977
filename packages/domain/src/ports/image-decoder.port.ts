/** The image formats an upload may be: what image models take as an input picture. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** What an image's header declares, read without decoding a pixel. */
export interface ImageHeader {
  /** The format the decoder found, or null for one it reads but an upload may not be (GIF, TIFF…). */
  readonly contentType: UploadImageType | null;
  readonly width: number;
  readonly height: number;
}

/** A decoded, re-encoded picture: new bytes, without any metadata. */
export interface EncodedImage {
  readonly bytes: Uint8Array;
  readonly contentType: UploadImageType;
  readonly width: number;
  readonly height: number;
}

/**
 * Reads pictures people send and writes them anew, so nothing they carried (metadata, trailing
 * bytes, a crafted chunk) is ever stored or served.
 */
export interface ImageDecoder {
  /** The header's format and dimensions; null when the bytes are no image the decoder reads. */
  readHeader(bytes: Uint8Array): Promise<ImageHeader | null>;
  /**
   * Decodes at most `maxPixels` pixels, turns the picture upright by its EXIF orientation and
   * encodes it again as `contentType` with no metadata at all (EXIF, GPS, XMP, IPTC, comments).
   * Null when the bytes do not decode (truncated, corrupt, more pixels than allowed).
   */
  reencode(
    bytes: Uint8Array,
    options: { readonly contentType: UploadImageType; readonly maxPixels: number },
  ): Promise<EncodedImage | null>;
}
