import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Pictures to upload in tests, made here so tests elsewhere need no image library. */

/** A plain picture of this size in this format. */
export function plainImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#3a78' } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG whose EXIF holds a GPS position, a camera (`SpyCam`) and "rotate 90° clockwise". */
export function jpegWithLocation(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'SpyCam', Model: 'Pocket' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 25/1 1/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '3/1 42/1 1/1',
        },
      },
    })
    .toBuffer();
}

/**
 * A decompression bomb: a real 1×1 PNG whose header is rewritten to declare `side`×`side`
 * (20000: 400 million pixels, 1.6 GB decoded) in a file of a few dozen bytes.
 */
export async function pngBomb(side: number): Promise<Buffer> {
  const png = Buffer.from(await plainImage(1, 1, 'png'));
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4); then the chunk's CRC.
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** What a stored picture carries: its format, size and any metadata block left in it. */
export async function imageMetadata(bytes: Uint8Array) {
  const metadata = await sharp(bytes).metadata();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    orientation: metadata.orientation,
    exif: metadata.exif,
    xmp: metadata.xmp,
    iptc: metadata.iptc,
    icc: metadata.icc,
  };
}
