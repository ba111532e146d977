import { describe, expect, test } from 'vitest';
import { appPreloadsId, pageHtml, screenPreloads, type ViteManifest } from './page-template';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Lumen Studio</title>
    <script type="module" crossorigin src="/assets/boot.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: ViteManifest = {
  'src/boot.ts': { file: 'assets/boot.js', isEntry: true, css: ['assets/style.css'] },
  'src/main.tsx': { file: 'assets/main.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  'src/app/routes/signin.tsx': {
    file: 'assets/signin.js',
    imports: ['_framework.js', '_form.js'],
    css: ['assets/signin.css'],
  },
  '_form.js': { file: 'assets/form.js' },
};

describe('screenPreloads', () => {
  test('names the screen, its imports and their CSS, without what index.html already has', () => {
    const { modules, styles } = screenPreloads(manifest, 'src/app/routes/signin.tsx', indexHtml);
    expect(modules).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/signin.js">',
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form.js">',
    ]);
    expect(styles).toEqual(['<link rel="stylesheet" crossorigin href="/assets/signin.css">']);
  });

  test('refuses a screen the build did not make', () => {
    expect(() => screenPreloads(manifest, 'src/app/routes/nope.tsx', indexHtml)).toThrow(
      /no src\/app\/routes\/nope.tsx/,
    );
  });
});

describe('pageHtml', () => {
  test('stylesheets go in <head>; the chunks only in the template the entry reads after the paint', () => {
    const { modules, styles } = screenPreloads(manifest, 'src/app/routes/signin.tsx', indexHtml);
    const html = pageHtml(indexHtml, {
      language: 'es',
      title: 'Iniciar sesión · Lumen Studio',
      body: '<main>hola</main>',
      head: styles,
      preloads: modules,
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Iniciar sesión · Lumen Studio</title>');
    expect(html).toContain('<div id="root"><main>hola</main></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('href="/assets/signin.css"');
    const template = new DOMParser()
      .parseFromString(html, 'text/html')
      .getElementById(appPreloadsId) as HTMLTemplateElement;
    expect(template.tagName).toBe('TEMPLATE');
    expect(
      [...template.content.querySelectorAll('link')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/signin.js', '/assets/framework.js', '/assets/form.js']);
    // Outside the template no module is named, so nothing but the entry is fetched before the paint.
    expect(html.replace(/<template[\s\S]*<\/template>/, '')).not.toContain('modulepreload');
  });

  test('a page without chunks to name has no template', () => {
    const html = pageHtml(indexHtml, { language: 'en', body: '', head: [] });
    expect(html).not.toContain('<template');
  });
});
