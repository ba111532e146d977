import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/**
 * Server-rendered pages are hono's `html` templates: every interpolated string is escaped for
 * element content and quoted attributes, nested templates are kept as markup, and only `raw`
 * (our own constants: a style sheet) goes in unescaped.
 */
export { html, raw };

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * A page's markup as a string. Our templates interpolate no promises, so hono renders them at
 * once; a promise here would be a template mistake, not something to wait for.
 */
export function renderToString(markup: Markup): string {
  if (markup instanceof Promise) throw new TypeError('A page template must render synchronously');
  return markup.toString();
}
