import { describe, expect, it } from 'vitest';
import type { ImageDecoder, ImageHeader } from '../ports/image-decoder.port';
import { formatByteSize, sniffImageType } from '../media/upload-image';
import { createFakePorts } from './testing/fakes';
import { createUploadUseCases } from './uploads.use-cases';

/** The domain has no TextEncoder: ASCII text as bytes. */
const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = bytesOf('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');

function setup(header: ImageHeader | null, options: { decodes?: boolean } = {}) {
  const ports = createFakePorts();
  const calls: { maxPixels: number }[] = [];
  const imageDecoder: ImageDecoder = {
    readHeader: async () => header,
    reencode: async (_bytes, { contentType, maxPixels }) => {
      calls.push({ maxPixels });
      if (options.decodes === false || !header) return null;
      return {
        bytes: new Uint8Array([1, 2, 3]),
        contentType,
        width: header.height,
        height: header.width,
      };
    },
  };
  const uploads = createUploadUseCases(
    { ...ports, imageDecoder },
    { uploadLimits: { maxBytes: 64, maxSide: 100 } },
  );
  return { ports, uploads, calls };
}

describe('sniffImageType', () => {
  it('reads the format from the magic numbers only', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(bytesOf('not a picture, whatever its name'))).toBeNull();
    expect(sniffImageType(bytesOf('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('formats the size limit as people read it', () => {
    expect(formatByteSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatByteSize(1536 * 1024)).toBe('1.5 MB');
    expect(formatByteSize(64)).toBe('64 bytes');
  });
});

describe('uploads use cases', () => {
  it('stores the re-encoded picture as the owner’s media and answers its view', async () => {
    const { ports, uploads, calls } = setup({ contentType: 'image/png', width: 80, height: 40 });
    const result = await uploads.upload('u1', PNG);
    if (!result.ok) throw result.error;
    // The decoder's bytes and dimensions (turned upright), never the received ones.
    expect(result.value).toMatchObject({ contentType: 'image/png', width: 40, height: 80 });
    expect(ports.uploads.rows).toHaveLength(1);
    expect(ports.uploads.rows[0]).toMatchObject({ userId: 'u1', bytes: 3, url: result.value.url });
    expect(calls).toEqual([{ maxPixels: 100 * 100 }]);
    const got = await uploads.get('u1', result.value.id);
    expect(got.ok && got.value.url).toBe(result.value.url);
    const other = await uploads.get('u2', result.value.id);
    expect(!other.ok && other.error.code).toBe('not_found');
  });

  it('refuses bytes that are no PNG, JPEG or WebP, or disagree with their header', async () => {
    const text = await setup(null).uploads.upload('u1', bytesOf('hello'));
    expect(!text.ok && text.error.code).toBe('invalid_image');
    expect(!text.ok && text.error.message).toBe('The file is not a PNG, JPEG or WebP image');
    const mismatch = setup({ contentType: 'image/jpeg', width: 1, height: 1 });
    const refused = await mismatch.uploads.upload('u1', PNG);
    expect(!refused.ok && refused.error.code).toBe('invalid_image');
    expect(mismatch.ports.uploads.rows).toHaveLength(0);
  });

  it('refuses too many pixels on a side before decoding anything', async () => {
    const { uploads, calls, ports } = setup({ contentType: 'image/png', width: 101, height: 10 });
    const result = await uploads.upload('u1', PNG);
    expect(!result.ok && result.error.code).toBe('image_too_large');
    expect(!result.ok && result.error.message).toBe('The image is larger than 100 px on a side');
    expect(calls).toHaveLength(0);
    expect(ports.mediaStore.issued.size).toBe(0);
  });

  it('refuses a file over the size limit, and what does not decode', async () => {
    const big = await setup({ contentType: 'image/png', width: 1, height: 1 }).uploads.upload(
      'u1',
      new Uint8Array(65).fill(0x89),
    );
    expect(!big.ok && big.error.code).toBe('payload_too_large');
    expect(!big.ok && big.error.message).toBe('The file is larger than 64 bytes');
    const broken = setup({ contentType: 'image/png', width: 1, height: 1 }, { decodes: false });
    const result = await broken.uploads.upload('u1', PNG);
    expect(!result.ok && result.error.code).toBe('invalid_image');
    expect(broken.ports.mediaStore.issued.size).toBe(0);
  });

  it('removes the stored file when its row cannot be written', async () => {
    const { ports, uploads } = setup({ contentType: 'image/webp', width: 1, height: 1 });
    ports.uploads.create = async () => {
      throw new Error('database down');
    };
    await expect(uploads.upload('u1', WEBP)).rejects.toThrow('database down');
    expect(ports.mediaStore.issued.size).toBe(0);
  });
});
