import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { expect, test } from './fixtures';
import { creditedUserViaApi, expectNoAxeViolations, signInWithToken } from './helpers';

// Stored XSS: what users typed comes back from the API and must be shown as text.
const payloads = ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=1</script>'];

async function createContent(request: APIRequestContext, token: string, payload: string) {
  const headers = { authorization: `Bearer ${token}` };
  const generated = await request.post('/api/generate/image', {
    headers,
    data: { prompt: payload, size: '512x512', style: 'realistic', count: 1 },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const { images } = (await generated.json()) as { images: string[] };
  const saved = await request.post('/api/images/save', {
    headers,
    data: {
      imageUrls: images.map((url) => ({ url, prompt: payload, negativePrompt: payload })),
      settings: { size: '512x512', style: 'realistic', aspectRatio: '1:1', sizeRequested: 512 },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const text = await request.post('/api/texts/save', {
    headers,
    data: {
      content: payload,
      prompt: payload,
      textType: 'article',
      textLength: 'short',
      writingStyle: 'professional',
      outputLanguage: 'english',
    },
  });
  expect(text.ok(), await text.text()).toBe(true);
}

async function expectInert(page: Page) {
  for (const payload of payloads) {
    await expect(page.getByText(payload, { exact: true }).first()).toBeVisible();
  }
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('stored XSS: prompts and texts are shown as literal text everywhere', async ({
  page,
  request,
}) => {
  const token = await creditedUserViaApi(request, 10);
  for (const payload of payloads) await createContent(request, token, payload);
  await signInWithToken(page, token);

  await page.goto('/image-generator');
  await page.getByRole('tab', { name: 'My Gallery' }).click();
  await expectInert(page);
  await page.getByRole('button', { name: `View image: ${payloads[0]}` }).click();
  const imageDialog = page.getByRole('dialog');
  await expect(imageDialog.getByText(payloads[0]!, { exact: true }).first()).toBeVisible();
  await expectInert(page);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Creations' }).click();
  await expectInert(page);

  await page.goto('/saved-texts');
  await expectInert(page);
  for (const payload of payloads) {
    await page.getByRole('button', { name: `View: ${payload}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(payload, { exact: true }).first()).toBeVisible();
    await expectInert(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('generate images and a text with the demo models; save, find, download as PDF and delete the text', async ({
  page,
  request,
}) => {
  const token = await creditedUserViaApi(request, 20);
  await signInWithToken(page, token);

  await page.goto('/image-generator');
  // 20 bought on top of the 20 trial credits every new account gets (TRIAL_CREDITS default).
  await expect(page.getByText('40 credits').first()).toBeVisible();
  const prompt = 'A lighthouse on a cliff at dawn';
  await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill(prompt);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your image', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('img', { name: `Generated image 1: ${prompt}` })).toBeVisible();
  // Default settings (1024, one image) cost 4 credits, taken from the trial credits first.
  await expect(page.getByText('36 credits').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'My Gallery' }).click();
  await expect(page.getByRole('button', { name: `View image: ${prompt}` })).toBeVisible();

  await page.goto('/text-generator');
  // Accents and Spanish punctuation: the PDF's font must carry them.
  const textPrompt = 'A short note about reusable water bottles: ¿por qué señalarlas?';
  await page.getByRole('textbox', { name: 'What should we write?' }).fill(textPrompt);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your text', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Text saved successfully')).toBeVisible();

  await page.goto('/saved-texts');
  await expect(page.getByRole('heading', { name: textPrompt })).toBeVisible();
  await expectNoAxeViolations(page);

  // The saved text as a PDF, made in the page: its heading is the prompt, the text is its content.
  await page.getByRole('button', { name: `View: ${textPrompt}` }).click();
  const view = page.getByRole('dialog');
  const content = (await view.locator('p').last().textContent()) ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: 'Download .pdf', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lumen-text-[\d-]+\.pdf$/);
  const bytes = new Uint8Array(await readFile((await download.path()) ?? ''));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  // Lines wrap where the page's width ends them.
  const words = text.replace(/\s+/g, ' ');
  expect(words).toContain(textPrompt);
  expect(words).toContain(content.replace(/\s+/g, ' ').slice(0, 40));
  expect((await getMeta(pdf)).info).toMatchObject({ Title: textPrompt, Language: 'en' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: `Delete: ${textPrompt}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Delete this text?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Text deleted successfully')).toBeVisible();
  await expect(page.getByText('No saved texts yet')).toBeVisible();
});
