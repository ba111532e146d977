import type { Context, Hono } from 'hono';
import type { AppBindings } from '../../lib/types';
import { pageLanguage } from '../../middlewares/serve-web';
import {
  renderShareNotFound,
  renderSharePage,
  SHARE_PAGE_LANGUAGES,
  type SharePageLanguage,
} from './share-page';

/** Tokens the app issues: base64url, 43 characters; anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Never kept by a browser or a shared cache, never indexed, and the token in the address is
 * not sent on as a Referer: a revoked link must stop working at once, everywhere.
 */
function privateAnswer(c: Context<AppBindings>) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Referrer-Policy', 'no-referrer');
}

/**
 * GET /s/<token>: the public page of a share link (en or es, from the app's language cookie or
 * Accept-Language). GET /s/<token>/image: the shared image's bytes; the media key behind it
 * never leaves the server, so a link gives access to that image only, and only while it lives.
 */
export function sharePage(app: Hono<AppBindings>, publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const languageOf = (c: Context<AppBindings>) =>
    pageLanguage(c, [...SHARE_PAGE_LANGUAGES]) as SharePageLanguage;

  app.get('/s/:token', async (c) => {
    privateAnswer(c);
    const lang = languageOf(c);
    c.header('Content-Language', lang);
    c.header('Vary', 'Cookie, Accept-Language', { append: true });
    const { token } = c.req.param();
    const found = TOKEN.test(token) ? await c.var.deps.sharing.open(token) : null;
    if (!found?.ok) return c.html(renderShareNotFound(lang), 404);
    return c.html(renderSharePage({ lang, share: found.value, pageUrl: `${base}/s/${token}` }));
  });

  app.get('/s/:token/image', async (c) => {
    privateAnswer(c);
    const { token } = c.req.param();
    const found = TOKEN.test(token) ? await c.var.deps.sharing.image(token) : null;
    if (!found?.ok) return c.text('Not found', 404);
    c.header('Content-Type', found.value.contentType);
    c.header('Content-Disposition', 'inline');
    return c.body(found.value.bytes as Uint8Array<ArrayBuffer>, 200);
  });
}
