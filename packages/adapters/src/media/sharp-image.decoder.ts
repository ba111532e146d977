import type { EncodedImage, ImageDecoder, ImageHeader, UploadImageType } from '@lumen/domain';
import sharp, { type Sharp } from 'sharp';

const CONTENT_TYPE_OF: Readonly<Record<string, UploadImageType>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Each format written anew: PNG stays lossless (level 9 costs a little time, never a pixel);
 * JPEG and WebP at quality 90, where a second encoding of a photo cannot be told from the first.
 */
function encode(image: Sharp, contentType: UploadImageType): Sharp {
  switch (contentType) {
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/webp':
      return image.webp({ quality: 90 });
  }
}

/**
 * ImageDecoder over sharp (libvips). Metadata never survives: sharp writes none unless asked
 * (`withMetadata`, `keepExif`…), which this never does. The header read decodes no pixel, and the
 * decode itself stops at `maxPixels` (`limitInputPixels`), so a small file declaring a huge
 * picture costs neither time nor memory. `failOn: 'error'` turns a truncated or corrupt picture
 * into a refusal rather than a half-grey image.
 */
export class SharpImageDecoder implements ImageDecoder {
  async readHeader(bytes: Uint8Array): Promise<ImageHeader | null> {
    try {
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      if (!metadata.width || !metadata.height) return null;
      return {
        contentType: CONTENT_TYPE_OF[metadata.format] ?? null,
        width: metadata.width,
        height: metadata.height,
      };
    } catch {
      return null;
    }
  }

  async reencode(
    bytes: Uint8Array,
    options: { readonly contentType: UploadImageType; readonly maxPixels: number },
  ): Promise<EncodedImage | null> {
    try {
      // autoOrient: turned by EXIF before the EXIF is dropped, so the picture stays upright.
      const image = sharp(bytes, {
        limitInputPixels: options.maxPixels,
        failOn: 'error',
      }).autoOrient();
      const { data, info } = await encode(image, options.contentType).toBuffer({
        resolveWithObject: true,
      });
      return {
        bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        contentType: options.contentType,
        width: info.width,
        height: info.height,
      };
    } catch {
      return null;
    }
  }
}
