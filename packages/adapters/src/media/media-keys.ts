import { createHash, randomBytes } from 'node:crypto';
import { GENERATION_MEDIA } from '@lumen/domain';

/** Media URLs this server issues: relative, `/media/<key>`. */
export const MEDIA_URL_PREFIX = '/media/';

/** The media every kind of generation stores (`generation/kinds.ts`): type → extension. */
const EXTENSIONS: Readonly<Record<string, string>> = GENERATION_MEDIA;
const CONTENT_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([contentType, extension]) => [extension, contentType]),
);

/** `<user folder>/<32 hex>.<ext>`: the only keys a media store ever issues or reads. */
const KEY = new RegExp(
  `^([A-Za-z0-9-]{1,64})\\/([0-9a-f]{32})\\.(${Object.keys(CONTENT_TYPES).join('|')})$`,
);

/** True for a key a store could have issued (so never `..`, never another shape). */
export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

/** A fresh key for this user's media of this type: 128 random bits, so URLs are unguessable. */
export function newMediaKey(userId: string, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`Unsupported media type ${contentType}`);
  return `${userFolder(userId)}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** The content type a key is served with, from its extension (never from what was stored). */
export function contentTypeOf(key: string): string | null {
  const extension = KEY.exec(key)?.[3];
  return extension ? (CONTENT_TYPES[extension] ?? null) : null;
}

/** True when the key lives in this user's folder. */
export function isUsersKey(key: string, userId: string): boolean {
  return key.split('/')[0] === userFolder(userId);
}

/** The key of a media URL a store could have issued (relative, or under PUBLIC_URL). */
export function mediaKeyOf(url: string, publicUrl: string | undefined): string | null {
  let rest = url;
  if (publicUrl && rest.startsWith(`${publicUrl}/`)) rest = rest.slice(publicUrl.length);
  if (!rest.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = rest.slice(MEDIA_URL_PREFIX.length);
  return KEY.test(key) ? key : null;
}

/** A user's folder: the uuid itself, or a hash of anything that is not a plain id. */
export function userFolder(userId: string): string {
  return /^[A-Za-z0-9-]{1,64}$/.test(userId)
    ? userId
    : createHash('sha256').update(userId).digest('hex').slice(0, 32);
}
