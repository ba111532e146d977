import { createHash, randomBytes } from 'node:crypto';

/** Media URLs this server issues: relative, `/media/<key>`. */
export const MEDIA_URL_PREFIX = '/media/';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
};
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'video/mp4': 'mp4',
};

/** `<user folder>/<32 hex>.<ext>`: the only keys a media store ever issues or reads. */
const KEY = /^([A-Za-z0-9-]{1,64})\/([0-9a-f]{32})\.(png|jpg|webp|mp3|wav|mp4)$/;

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
