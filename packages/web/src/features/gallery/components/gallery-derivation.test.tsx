import { imageCost } from '@lumen/domain';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import es from '@/locales/es.json';
import { axeViolations } from '@/testing/axe';
import { savedImageFixture } from '@/testing/fixtures';
import { serveBackend } from '@/testing/mock-api';
import { storyImage } from '@/testing/media';
import { renderApp } from '@/testing/render-app';

const original = savedImageFixture(1);
const edited = {
  ...savedImageFixture(2),
  prompt: 'Make the sky stormy',
  derivedFrom: { url: original.url, kind: 'edit', imageId: original.id },
};
const orphan = {
  ...savedImageFixture(3),
  prompt: 'A fox, once more',
  derivedFrom: { url: storyImage(99), kind: 'variation', imageId: null },
};

async function openImage(prompt: string, language: 'en' | 'es' = 'en') {
  const saves: unknown[] = [];
  serveBackend(
    { balance: 40, images: [edited, orphan, original] },
    {
      'POST /api/images/save': async (request) => {
        saves.push(await request.json());
        return Response.json({ images: [] }, { status: 201 });
      },
    },
  );
  const app = await renderApp('/image-generator', { language });
  await app.screen
    .getByRole('tab', { name: language === 'en' ? 'My Gallery' : 'Mi galería' })
    .click();
  await app.screen
    .getByRole('button', { name: new RegExp(prompt) })
    .first()
    .click();
  return {
    ...app,
    dialog: page.getByRole('dialog', {
      name: language === 'en' ? 'Image details' : es['gallery.dialog.title'],
    }),
    saves,
  };
}

describe('gallery: where a picture came from', () => {
  test('an edit opens its original in the same dialog while it is saved', async () => {
    const { dialog } = await openImage('Make the sky stormy');
    await expect.element(dialog.getByText('Edited from another image:')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await dialog.getByRole('link', { name: 'open the original' }).click();
    await expect.element(dialog.getByRole('img', { name: original.prompt })).toBeVisible();
    await expect.element(dialog.getByText('Edited from another image:')).not.toBeInTheDocument();
    // The pressed link went with the old content: the focus stays in the dialog, on the new one.
    await expect.poll(() => dialog.element().contains(document.activeElement)).toBe(true);
  });

  test('an original deleted meanwhile: a toast says it could not be opened', async () => {
    const { dialog, screen } = await openImage('Make the sky stormy');
    serveBackend({ balance: 40, images: [edited] });
    await dialog.getByRole('link', { name: 'open the original' }).click();
    await expect
      .element(screen.getByText('The original could not be opened', { exact: false }))
      .toBeVisible();
    await expect.element(dialog.getByText('Edited from another image:')).toBeVisible();
  });

  test('a variation whose original is gone says so, in Spanish too', async () => {
    const { dialog } = await openImage('A fox, once more', 'es');
    await expect.element(dialog.getByText(es['gallery.lineage.variation'])).toBeVisible();
    await expect.element(dialog.getByText(es['gallery.lineage.gone'])).toBeVisible();
    await expect
      .element(dialog.getByRole('link', { name: es['gallery.lineage.open'] }))
      .not.toBeInTheDocument();
  });

  test('Edit opens the generator with the picture as the input', async () => {
    const { dialog, screen, router } = await openImage('A fox in a snowy forest, number 1');
    await dialog.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect
      .element(screen.getByRole('img', { name: 'The picture to edit' }))
      .toHaveAttribute('src', original.url);
    await expect
      .element(screen.getByRole('tab', { name: 'Generate' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(new URLSearchParams(router.state.location.search).get('edit')).toBe(original.url);
  });

  test('More like this: the count and its cost before confirming; the variations saved with their source', async () => {
    const { dialog, saves } = await openImage('A fox in a snowy forest, number 1');
    await dialog.getByRole('button', { name: 'More like this' }).click();
    const variations = page.getByRole('dialog', { name: 'More like this' });
    const cost = variations.getByTestId('variation-cost');
    await expect.element(cost).toHaveTextContent('4 credits');
    await variations.getByRole('textbox', { name: 'Number of variations' }).fill('3');
    await userEvent.tab();
    const expected = imageCost({ size: '1024x1024', count: 3 });
    await expect.element(cost).toHaveTextContent(`${expected} credits`);
    await expect
      .element(variations.getByTestId('variation-balance-after'))
      .toHaveTextContent(`${40 - expected} credits`);
    await variations
      .getByRole('button', { name: `Make 3 variations for ${expected} credits` })
      .click();
    const results = variations.getByRole('region', { name: 'Your 3 variations' });
    await expect.element(results).toHaveFocus();
    await expect.element(variations.getByRole('img', { name: 'Variation 3' })).toBeVisible();
    await expect
      .poll(() => saves)
      .toEqual([
        expect.objectContaining({
          imageUrls: Array.from({ length: 3 }, () =>
            expect.objectContaining({
              prompt: original.prompt,
              derivedFrom: { url: original.url, kind: 'variation' },
            }),
          ),
        }),
      ]);
    expect(await axeViolations()).toEqual([]);
  });
});
