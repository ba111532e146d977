import { describe, expect, test } from 'vitest';
import { remixHref } from '@/lib/remix';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { modelsAnswer, signedInWith } from '@/testing/generators';

const settings = {
  prompt: 'A red fox in the snow',
  negativePrompt: 'people',
  size: '1024x768',
  style: 'cartoon',
  guidance: 12,
  aspectRatio: '16:9',
  upscale: true,
  styleTransfer: true,
  model: 'demo',
};

describe('image generator: "Use this prompt"', () => {
  test('the form opens filled from the address; an unknown value keeps its default', async () => {
    signedInWith(120, {
      'GET /api/models': () => modelsAnswer({ image: false, text: false }),
      'GET /api/images/saved': () =>
        Response.json({ images: [], total: 0, page: 1, totalPages: 1 }),
    });
    const { screen } = await renderApp(
      remixHref('/image-generator', { ...settings, style: 'no-such-style' }),
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Prompt', exact: true }))
      .toHaveValue(settings.prompt);
    await expect
      .element(screen.getByRole('textbox', { name: 'Negative prompt (optional)' }))
      .toHaveValue('people');
    await expect
      .element(screen.getByRole('button', { name: /Size/ }))
      .toHaveTextContent('Landscape (1024×768)');
    await expect
      .element(screen.getByRole('button', { name: /Art style/ }))
      .toHaveTextContent('Realistic');
    await expect.element(screen.getByRole('radio', { name: '16:9' })).toBeChecked();
    await expect.element(screen.getByRole('switch', { name: 'Upscale (2×)' })).toBeChecked();
    await expect.element(screen.getByRole('switch', { name: 'Style transfer' })).toBeChecked();
    // 2 base, +2 for a 1024 size, +3 upscale, +1 style transfer.
    await expect.element(screen.getByTestId('image-cost')).toHaveTextContent('8 credits');
  });

  test('a broken address leaves the defaults', async () => {
    mockApi({ 'GET /api/models': () => modelsAnswer({ image: false, text: false }) });
    const { screen } = await renderApp('/image-generator?remix=%7Bnot-json');
    await expect
      .element(screen.getByRole('textbox', { name: 'Prompt', exact: true }))
      .toHaveValue('');
  });
});
