// Screenshots of the built app (run `vite preview` first): node scripts/screenshot.mjs [baseUrl] [outDir]
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:4173';
const out = process.argv[3] ?? '/tmp/lumen-shots';
const pages = (process.env.PAGES ?? '/,/signin').split(',');
const widths = (process.env.WIDTHS ?? '1280').split(',').map(Number);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
for (const lang of ['en', 'es']) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    if (process.env.TOKEN) {
      await context.addInitScript((t) => localStorage.setItem('auth_token', t), process.env.TOKEN);
    }
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const name = `${out}/${lang}-${width}${path.replaceAll('/', '_') || '_'}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
