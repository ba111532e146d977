import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpImageDecoder } from './sharp-image.decoder';

const decoder = new SharpImageDecoder();

/** A 40×20 JPEG carrying a GPS block and "rotate 90° clockwise" (orientation 6) in its EXIF. */
async function jpegWithGpsAndOrientation(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'Camera', Model: 'Spy' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 25/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '3/1 42/1 0/1',
        },
      },
    })
    .toBuffer();
}

describe('SharpImageDecoder', () => {
  it('writes the picture anew upright and without any metadata', async () => {
    const input = await jpegWithGpsAndOrientation();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('Spy');
    expect(before.orientation).toBe(6);

    const header = await decoder.readHeader(input);
    expect(header).toEqual({ contentType: 'image/jpeg', width: 40, height: 20 });
    const image = await decoder.reencode(input, {
      contentType: 'image/jpeg',
      maxPixels: 4096 ** 2,
    });
    if (!image) throw new Error('the JPEG did not decode');
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 40 });
    const after = await sharp(image.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(Buffer.from(image.bytes).includes('Spy')).toBe(false);
  });

  it('keeps PNG and WebP in their format', async () => {
    const base = sharp({ create: { width: 8, height: 6, channels: 4, background: '#0f08' } });
    for (const [bytes, contentType] of [
      [await base.clone().png().toBuffer(), 'image/png'],
      [await base.clone().webp().toBuffer(), 'image/webp'],
    ] as const) {
      const image = await decoder.reencode(bytes, { contentType, maxPixels: 100 });
      expect(image).toMatchObject({ contentType, width: 8, height: 6 });
      expect((await sharp(image?.bytes).metadata()).format).toBe(contentType.slice(6));
    }
  });

  it('reads nothing from text, and stops a decode past the pixel limit', async () => {
    expect(await decoder.readHeader(Buffer.from('just text, named photo.png'))).toBeNull();
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      await decoder.reencode(png, { contentType: 'image/png', maxPixels: 29 * 29 }),
    ).toBeNull();
    expect(
      await decoder.reencode(png.subarray(0, 60), { contentType: 'image/png', maxPixels: 900 }),
    ).toBeNull();
  });
});
