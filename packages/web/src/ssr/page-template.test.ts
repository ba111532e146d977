import { describe, expect, it } from 'vitest';
import { appPreloadsId, pageHtml, screenPreloads, type ViteManifest } from './page-template';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Lumen Studio</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  const parts = {
    language: 'es',
    title: 'Entrar · Lumen Studio',
    head: [
      '<link rel="modulepreload" crossorigin href="/assets/main-e.js">',
      '<link rel="modulepreload" crossorigin href="/assets/signin-d.js">',
      '<link rel="stylesheet" crossorigin href="/assets/signin-f.css">',
    ],
    body: '<p>&lt;template id="app-preloads"&gt; <code>link rel="modulepreload"</code></p>',
  };

  it("names the page's modules in the template the entry reads after the paint, styles in <head>", () => {
    const html = pageHtml(indexHtml, parts);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Entrar · Lumen Studio</title>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<template id="${appPreloadsId}"><link rel="modulepreload" crossorigin href="/assets/main-e.js"><link rel="modulepreload" crossorigin href="/assets/signin-d.js"></template>`,
    );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/signin-f.css">');
    // What index.html names itself (the entry and its own imports) stays as it is.
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-a.js">');
    const outsideTemplate = head.replace(/<template[\s\S]*<\/template>/, '');
    expect(outsideTemplate).not.toContain('main-e.js');
    expect(outsideTemplate).not.toContain('signin-d.js');
  });

  it('puts the markup in #root as it is', () => {
    expect(pageHtml(indexHtml, parts)).toContain(`<div id="root">${parts.body}</div>`);
  });

  it('writes no template for a page without modules of its own', () => {
    expect(pageHtml(indexHtml, { ...parts, head: [] })).not.toContain('<template');
  });
});

describe('screenPreloads', () => {
  const manifest: ViteManifest = {
    'index.html': {
      file: 'assets/boot.js',
      isEntry: true,
      dynamicImports: ['src/main.tsx', 'node_modules/react-dom/client.js'],
    },
    'src/main.tsx': { file: 'assets/main.js', imports: ['_framework.js'], css: ['assets/app.css'] },
    'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_framework.js'] },
    '_framework.js': { file: 'assets/framework.js' },
    'src/app/routes/signin.tsx': { file: 'assets/signin.js', imports: ['_form.js'] },
    'src/app/routes/home.tsx': { file: 'assets/home.js', dynamicImports: ['_later.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_framework.js'] },
    '_later.js': { file: 'assets/later.js' },
  };
  const index = '<script type="module" crossorigin src="/assets/boot.js"></script>';

  it("preloads the app the entry starts after the paint and the screen's static imports", () => {
    expect(screenPreloads(manifest, 'src/app/routes/signin.tsx', index)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/main.js">',
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '<link rel="modulepreload" crossorigin href="/assets/client.js">',
      '<link rel="modulepreload" crossorigin href="/assets/signin.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app.css">',
    ]);
  });

  it("does not preload what a screen imports only later, nor a screen's own dynamic imports", () => {
    const tags = screenPreloads(manifest, 'src/app/routes/home.tsx', index);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(tags.join('\n')).not.toContain('later.js');
    expect(tags.join('\n')).not.toContain('boot.js');
  });

  it('fails on a screen the build did not make', () => {
    expect(() => screenPreloads(manifest, 'src/app/routes/nowhere.tsx', index)).toThrow(
      'The build manifest has no src/app/routes/nowhere.tsx',
    );
  });
});
