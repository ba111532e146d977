import type { Hono } from 'hono';
import { byteRange } from '../lib/byte-range';
import { decodedPath } from '../lib/request-path';
import type { AppBindings } from '../lib/types';

const MEDIA_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * GET /media/<key>: the bytes the media store holds. Keys are checked against a strict pattern
 * (no `..`, no empty segments) before the store is asked. One byte range is served (206), so a
 * video or audio player can seek and a browser can read an MP4's index first.
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
    c.header('Accept-Ranges', 'bytes');
    const bytes = media.bytes as Uint8Array<ArrayBuffer>;
    const range = byteRange(c.req.header('range'), bytes.byteLength);
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${bytes.byteLength}`);
      return c.body(null, 416);
    }
    if (range) {
      c.header('Content-Range', `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
      return c.body(bytes.subarray(range.start, range.end + 1), 206);
    }
    return c.body(bytes, 200);
  });
}
