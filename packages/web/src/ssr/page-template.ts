/**
 * Turns the built index.html into one path's page: the server's markup in #root, the page's
 * title and language, and the path's screen preloaded. Pure string work, run by the build
 * (scripts/prerender.ts).
 */

/** What this reads of Vite's build manifest (dist/.vite/manifest.json). */
export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

/** The chunks manifest keys load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest: ViteManifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return chunks;
}

/**
 * The JavaScript and CSS files a page loads before it is live: the entry's, the app's (what the
 * entry imports once the page is painted, src/boot.ts) and the screen's.
 */
export function pageAssets(manifest: ViteManifest, screen: string) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const app = entries.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const chunks = staticClosure(manifest, [...entries, ...app, screen]);
  return {
    scripts: [...new Set(chunks.map((chunk) => chunk.file))],
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/**
 * `<link>` tags for what the page loads beyond what index.html already names: the app the entry
 * starts after the first paint, the screen's chunk and the chunks they import
 * (`<link rel="modulepreload">`), and their CSS (`<link rel="stylesheet">`): the browser fetches
 * them alongside the entry, not after it has run, and the screen's styles are there for the first
 * paint of the server's markup.
 */
export function screenPreloads(
  manifest: ViteManifest,
  screen: string,
  indexHtml: string,
): string[] {
  if (!manifest[screen]) throw new Error(`The build manifest has no ${screen}`);
  const { scripts, styles } = pageAssets(manifest, screen);
  const fresh = (file: string) => !indexHtml.includes(`/${file}"`);
  return [
    ...scripts
      .filter(fresh)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
}

/** React emits the screen's <title> first in its markup; the page wants it in <head>. */
export function splitTitle(markup: string): { title?: string; body: string } {
  const match = /^<title>([^<]*)<\/title>/.exec(markup);
  return match ? { title: match[1], body: markup.slice(match[0].length) } : { body: markup };
}

export interface PageParts {
  language: string;
  /** The app's markup for #root (title already taken out). */
  body: string;
  /** Already escaped, as React wrote it. */
  title?: string;
  /** Tags for the end of <head>. */
  head: string[];
}

function replaceOnce(html: string, find: string | RegExp, replacement: string): string {
  const found = typeof find === 'string' ? html.includes(find) : find.test(html);
  if (!found) throw new Error(`index.html has no ${String(find)}`);
  // A function, so `$` in the markup is never read as a replacement pattern.
  return html.replace(find, () => replacement);
}

/** The id of the <template> that names the page's modules for the entry (src/boot.ts). */
export const appPreloadsId = 'app-preloads';

/**
 * index.html with the page's parts in place. The page's `<link rel="modulepreload">` tags go into
 * a <template> (`appPreloadsId`) that the entry moves into <head> once the page is painted: the
 * markup already is the page, and on a phone's link its text would otherwise wait for the app's
 * 150-300 KB, all requested beside the stylesheet the first paint needs. Stylesheets stay in
 * <head>.
 */
export function pageHtml(indexHtml: string, parts: PageParts): string {
  let html = replaceOnce(indexHtml, /<html lang="[^"]*">/, `<html lang="${parts.language}">`);
  if (parts.title !== undefined) {
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${parts.title}</title>`);
  }
  const isModule = (tag: string) => tag.startsWith('<link rel="modulepreload"');
  const modules = parts.head.filter(isModule);
  const head = [
    ...parts.head.filter((tag) => !isModule(tag)),
    ...(modules.length > 0
      ? [`<template id="${appPreloadsId}">${modules.join('')}</template>`]
      : []),
  ];
  if (head.length > 0) {
    html = replaceOnce(html, '</head>', `  ${head.join('\n    ')}\n  </head>`);
  }
  return replaceOnce(html, '<div id="root"></div>', `<div id="root">${parts.body}</div>`);
}
