import type { PublicShare } from '@lumen/domain/use-cases';
import { html, type Markup, raw, renderToString } from '../../lib/html';

/**
 * The public page of a share link: plain HTML drawn by the server, so link previews (which run
 * no script) read its Open Graph tags, and no script at all, so the strict CSP stands.
 */

export const SHARE_PAGE_LANGUAGES = ['en', 'es'] as const;
export type SharePageLanguage = (typeof SHARE_PAGE_LANGUAGES)[number];

const STRINGS = {
  en: {
    siteName: 'Lumen Studio',
    imageTitle: 'An image made with Lumen Studio',
    textTitle: 'A text written with Lumen Studio',
    prompt: 'Prompt',
    expires: 'This link expires on {date}.',
    notFoundTitle: 'Link not available',
    notFound: 'This link has expired or was removed by its owner.',
    home: 'Go to Lumen Studio',
    madeWith: 'Made with Lumen Studio',
    usePrompt: 'Use this prompt',
  },
  es: {
    siteName: 'Lumen Studio',
    imageTitle: 'Una imagen creada con Lumen Studio',
    textTitle: 'Un texto escrito con Lumen Studio',
    prompt: 'Instrucción',
    expires: 'Este enlace caduca el {date}.',
    notFoundTitle: 'Enlace no disponible',
    notFound: 'Este enlace ha caducado o su propietario lo ha retirado.',
    home: 'Ir a Lumen Studio',
    madeWith: 'Creado con Lumen Studio',
    usePrompt: 'Usar este prompt',
  },
} as const satisfies Record<SharePageLanguage, Record<string, string>>;

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f8; color: #1b1b24; }
  main { width: min(48rem, 100% - 2rem); margin: 2rem 0; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 4px 24px #0002; }
  h1 { font-size: 1.3rem; margin: 0 0 1rem; }
  img { display: block; max-width: 100%; height: auto; margin: 0 auto 1rem; border-radius: 8px; }
  .text { white-space: pre-wrap; line-height: 1.6; margin: 0 0 1rem; overflow-wrap: anywhere; }
  h2 { font-size: .85rem; text-transform: uppercase; letter-spacing: .05em; color: #555; margin: 1rem 0 .25rem; }
  .prompt { margin: 0; overflow-wrap: anywhere; }
  .meta { font-size: .85rem; color: #555; margin-top: 1.25rem; }
  a { color: #4b3fe0; }
  @media (prefers-color-scheme: dark) {
    body { background: #14141b; color: #eee; } main { background: #1f1f2a; }
    h2, .meta { color: #bbb; } a { color: #a9a1ff; }
  }`;

/**
 * "Use this prompt": the web app's generator for the shared kind with the prompt filled in (its
 * `remix` search parameter, packages/web/src/lib/remix.ts; the paths are the app's routes). A
 * plain link for every visitor: the prompt is public on this page already, and the page runs
 * no script. The share journey (e2e/share.spec.ts) follows it into the filled form.
 */
export function promptLinkHref(share: Pick<PublicShare, 'kind' | 'prompt'>): string {
  const generator = share.kind === 'image' ? '/image-generator' : '/text-generator';
  return `${generator}?${new URLSearchParams({ remix: JSON.stringify({ prompt: share.prompt }) })}`;
}

/** Prompts can be long; previews show a line or two. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function layout(input: {
  lang: SharePageLanguage;
  title: string;
  head?: Markup;
  body: Markup;
}): string {
  return renderToString(html`<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${input.title}</title>
${input.head ?? ''}<style>${raw(STYLE)}</style>
</head>
<body><main>${input.body}</main></body>
</html>`);
}

function formatDate(date: Date, lang: SharePageLanguage): string {
  // dateStyle does not combine with timeZoneName: the zone is named after the date.
  return `${new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)} UTC`;
}

export function renderSharePage(input: {
  lang: SharePageLanguage;
  share: PublicShare;
  /** Absolute: `<PUBLIC_URL>/s/<token>`. */
  pageUrl: string;
}): string {
  const { lang, share, pageUrl } = input;
  const t = STRINGS[lang];
  const title = share.kind === 'image' ? t.imageTitle : t.textTitle;
  const description = excerpt(share.kind === 'text' ? (share.text ?? '') : share.prompt, 200);
  const imageUrl = `${pageUrl}/image`;
  const og = [
    ['og:type', 'article'],
    ['og:site_name', t.siteName],
    ['og:title', title],
    ['og:description', description],
    ['og:url', pageUrl],
    ['og:locale', lang === 'es' ? 'es_ES' : 'en_GB'],
    ...(share.kind === 'image'
      ? [
          ['og:image', imageUrl],
          ['og:image:alt', excerpt(share.prompt, 200)],
        ]
      : []),
  ].map(([property, content]) => html`<meta property="${property}" content="${content ?? ''}">\n`);
  const twitter = html`<meta name="twitter:card" content="${share.kind === 'image' ? 'summary_large_image' : 'summary'}">\n<meta name="description" content="${description}">\n`;
  const shown =
    share.kind === 'image'
      ? html`<img src="${imageUrl}" alt="${excerpt(share.prompt, 300)}">`
      : html`<p class="text">${share.text ?? ''}</p>`;
  const expiry = share.expiresAt
    ? html`<p class="meta">${t.expires.replace('{date}', formatDate(share.expiresAt, lang))}</p>`
    : '';
  return layout({
    lang,
    title,
    head: html`${og}${twitter}`,
    body: html`<h1>${title}</h1>
${shown}
<h2>${t.prompt}</h2>
<p class="prompt">${share.prompt}</p>
<p><a href="${promptLinkHref(share)}">${t.usePrompt}</a></p>
${expiry}<p class="meta"><a href="/">${t.madeWith}</a></p>`,
  });
}

export function renderShareNotFound(lang: SharePageLanguage): string {
  const t = STRINGS[lang];
  return layout({
    lang,
    title: t.notFoundTitle,
    body: html`<h1>${t.notFoundTitle}</h1>
<p role="status">${t.notFound}</p>
<p class="meta"><a href="/">${t.home}</a></p>`,
  });
}
