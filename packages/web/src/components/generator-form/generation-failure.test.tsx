import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectOnlyCatalogueErrors } from '@/testing/catalogue-texts';
import { modelsAnswer, signedInWith } from '@/testing/generators';
import { renderApp } from '@/testing/render-app';

// A failed generation says why in the user's language, from the answer's code and status, never
// with the server's English message (which stays for API consumers).
const failures = [
  [
    'the model failed',
    502,
    'generation_failed',
    'The demo model was asked to fail ([demo:fail] in the prompt)',
  ],
  ['the model refused the prompt', 422, 'generation_failed', 'No image: the prompt was blocked'],
  ['too many requests', 429, 'rate_limited', 'Too many requests'],
  ['the model is not configured', 503, 'model_unavailable', 'Model gemini is not configured'],
] as const;

const routes = [
  ['/image-generator', 'POST /api/generate/image'],
  ['/text-generator', 'POST /api/generate/text'],
  ['/generate/voice', 'POST /api/generate/voice'],
] as const;

describe('a failed generation speaks the catalogue', () => {
  test.each(
    routes.flatMap(([route, endpoint]) =>
      failures.map(
        ([what, status, code, message]) => [route, what, endpoint, status, code, message] as const,
      ),
    ),
  )('%s in es: %s', async (route, _what, endpoint, status, code, message) => {
    signedInWith(120, {
      'GET /api/models': () => modelsAnswer({ image: false, text: false, voice: false }),
      [endpoint]: () => Response.json({ error: code, message }, { status }),
    });
    await renderApp(route, { language: 'es' });
    await expect.element(page.getByRole('textbox').first()).toBeVisible();
    const prompt = document.querySelector('textarea');
    expect(prompt).not.toBeNull();
    await page.elementLocator(prompt as HTMLElement).fill('Un zorro rojo en la nieve');
    const submit = prompt?.form?.querySelector('button[type="submit"]');
    expect(submit).toBeTruthy();
    await page.elementLocator(submit as HTMLElement).click();
    await expect.element(page.getByRole('alertdialog').first()).toBeVisible();
    expectOnlyCatalogueErrors('es');
    expect(document.body.textContent).not.toContain(message);
  });
});
