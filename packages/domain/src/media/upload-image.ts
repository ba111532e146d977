import type { UploadImageType } from '../ports/image-decoder.port';

/** How large a picture a user may send: its file, and its longest side. */
export interface UploadLimits {
  readonly maxBytes: number;
  readonly maxSide: number;
}

/** 10 MB and 4096 px a side (UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE). */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { maxBytes: 10 * 1024 * 1024, maxSide: 4096 };

/** The form field the picture travels in. */
export const UPLOAD_FILE_FIELD = 'file';

/** A byte count as people read it: `10 MB`, `512 KB`, `1.5 MB` (1 MB = 1024 × 1024 bytes). */
export function formatByteSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  const kb = bytes / 1024;
  if (kb >= 1) return `${Number(kb.toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** The refusals' texts (the web shows its own, by code). */
export const UPLOAD_MESSAGES = {
  notAnImage: 'The file is not a PNG, JPEG or WebP image',
  noFile: 'Choose a PNG, JPEG or WebP image to upload',
  tooManyPixels: (maxSide: number) => `The image is larger than ${maxSide} px on a side`,
  tooLarge: (maxBytes: number) => `The file is larger than ${formatByteSize(maxBytes)}`,
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  return expected.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The format the first bytes announce (the magic numbers), whatever the file's name or declared
 * type: PNG's 8-byte signature, JPEG's SOI marker, WebP's RIFF….WEBP header. Null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
