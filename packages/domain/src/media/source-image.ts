import { z } from 'zod';
import { DomainError } from '../shared/errors';
import type { MediaStore } from '../ports/media-store.port';

/** The longest URL a source may be named by (a media URL is far shorter). */
const SOURCE_URL_MAX_LENGTH = 2048;

/** An image a generation starts from: one the server issued to the user (generated or uploaded). */
export const sourceImageSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(SOURCE_URL_MAX_LENGTH)
    .meta({ example: '/media/<user>/<random>.png' }),
});
export type SourceImageRef = z.infer<typeof sourceImageSchema>;

export const SOURCE_IMAGE_MESSAGES = {
  notOwn: 'Choose one of your own generated or uploaded images',
  gone: 'The source image is no longer available',
} as const;

/** The source's bytes as the media store keeps them. */
export interface SourceImage {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

type SourceMedia = Pick<MediaStore, 'owns' | 'keyOf'>;

const IMAGE_KEY = /\.(png|jpe?g|webp)$/i;

/**
 * True for a URL the store issued to this user that names a picture still stored: a generated
 * image or an upload. Another user's media, an external or unknown URL and an audio or video
 * file are not.
 */
export async function isOwnSourceImage(
  url: string,
  userId: string,
  mediaStore: SourceMedia,
): Promise<boolean> {
  const key = mediaStore.keyOf(url);
  if (!key || !IMAGE_KEY.test(key)) return false;
  return mediaStore.owns(url, userId);
}

/** The refusal of a source that is not the user's own picture, its issue at `path`. */
export function notOwnSourceImage(path: string): DomainError<'validation_error'> {
  return new DomainError('validation_error', SOURCE_IMAGE_MESSAGES.notOwn, {
    issues: [{ path, message: SOURCE_IMAGE_MESSAGES.notOwn }],
  });
}

/**
 * Reads the user's source picture when the job runs. Gone meanwhile (deleted, account closed),
 * the generation fails and is refunded.
 */
export async function readSourceImage(
  url: string,
  userId: string,
  mediaStore: SourceMedia & Pick<MediaStore, 'get'>,
): Promise<SourceImage> {
  const key = mediaStore.keyOf(url);
  const found =
    key && (await isOwnSourceImage(url, userId, mediaStore)) ? await mediaStore.get(key) : null;
  if (!found?.contentType.startsWith('image/')) {
    throw new DomainError('generation_failed', SOURCE_IMAGE_MESSAGES.gone);
  }
  return found;
}
