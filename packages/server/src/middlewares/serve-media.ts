import type { Hono } from 'hono';
import { decodedPath } from '../lib/request-path';
import type { AppBindings } from '../lib/types';

const MEDIA_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * GET /media/<key>: the bytes the media store holds. Keys are checked against a strict pattern
 * (no `..`, no empty segments) before the store is asked.
 */
export function serveMedia(app: Hono<AppBindings>) {
  app.get('/media/*', async (c, next) => {
    // A malformed escape (`%C0`) names no file: 404 like any other missing key.
    const key = decodedPath(c.req.path.slice('/media/'.length));
    if (
      key === null ||
      !MEDIA_KEY.test(key) ||
      key.split('/').some((part) => part.startsWith('.'))
    ) {
      return next();
    }
    const media = await c.var.deps.mediaStore.get(key);
    if (!media) return next();
    c.header('Content-Type', media.contentType);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('Content-Disposition', 'inline');
    return c.body(media.bytes as Uint8Array<ArrayBuffer>, 200);
  });
}
