import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { meFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const savedText = {
  id: 't1',
  text_type: 'email',
  text_length: 'medium',
  writing_style: 'friendly',
  output_language: 'english',
  prompt: 'Spring launch',
  content: 'The sea is quiet. The day is bright.',
  created_at: '2026-03-14T10:00:00.000Z',
};

function setup() {
  localStorage.setItem(tokenStorageKey, 'tok');
  return mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/texts/saved': () =>
      Response.json({ texts: [savedText], total: 1, page: 1, totalPages: 1 }),
    'POST /api/generate/rewrite': () =>
      Response.json({
        text: 'El mar es tranquilo.',
        creditsUsed: 2,
        remainingCredits: 98,
        model: 'demo',
      }),
    'POST /api/texts/save': () => Response.json({ id: 't2' }, { status: 201 }),
  });
}

const bodiesOf = async (requests: Request[], path: string) =>
  Promise.all(
    requests
      .filter((r) => r.method === 'POST' && new URL(r.url).pathname === path)
      .map((r) => r.clone().json()),
  );

describe('Rewrite on a saved text', () => {
  test('translate: the other language picked, the cost shown, the result saved as a Spanish text', async () => {
    const api = setup();
    const { screen } = await renderApp('/saved-texts');
    await screen.getByRole('button', { name: /View/ }).first().click();
    await page.getByRole('button', { name: 'Rewrite “Spring launch”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rewrite text' });
    await expect.element(dialog.getByText('Cost: 1 credit')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Translate' }).click();
    await expect.element(dialog.getByRole('radio', { name: 'Spanish' })).toBeChecked();
    await expect.element(dialog.getByText('Cost: 2 credits')).toBeVisible();
    await dialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
    await expect.element(dialog.getByText('El mar es tranquilo.')).toBeVisible();
    expect(await bodiesOf(api.requests, '/api/generate/rewrite')).toEqual([
      { text: savedText.content, operation: 'translate', language: 'es' },
    ]);
    await dialog.getByRole('button', { name: 'Save as saved text' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(await bodiesOf(api.requests, '/api/texts/save')).toEqual([
      {
        content: 'El mar es tranquilo.',
        prompt: 'Spring launch',
        textType: 'email',
        textLength: 'medium',
        writingStyle: 'friendly',
        outputLanguage: 'spanish',
      },
    ]);
  });
});
