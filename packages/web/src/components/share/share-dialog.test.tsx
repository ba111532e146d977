import axe from 'axe-core';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import {
  generationFixture,
  meFixture,
  profileFixture,
  savedImageFixture,
  shareFixture,
} from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function violations() {
  const result = await axe.run(
    { exclude: ['[data-live-announcer]'] },
    { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } },
  );
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const savedImage = savedImageFixture(1);

/** The share routes as a tiny store (a link to another item too), plus what the screens read. */
function signedIn(extra: Record<string, Handler> = {}) {
  localStorage.setItem(tokenStorageKey, 'tok');
  let shares = [
    shareFixture(1),
    shareFixture(2, { itemType: 'text', itemId: 'txt_9', url: 'https://studio.example/s/other' }),
  ];
  const created: unknown[] = [];
  const revoked: string[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/models': () => Response.json({ image: [{ id: 'demo', available: true }], text: [] }),
    'GET /api/images/saved': () =>
      Response.json({ images: [savedImage], total: 1, page: 1, totalPages: 1 }),
    'GET /api/shares': () => Response.json({ shares }),
    'POST /api/shares': async (request) => {
      const body = (await request.json()) as { itemType: string; itemId: string };
      created.push(body);
      const share = shareFixture(5, { ...body, url: 'https://studio.example/s/brand_new' });
      shares = [share, ...shares];
      return Response.json(share, { status: 201 });
    },
    'DELETE /api/shares/share_1': () => {
      revoked.push('share_1');
      shares = shares.filter((s) => s.id !== 'share_1');
      return new Response(null, { status: 204 });
    },
    ...extra,
  };
  mockApi(handlers);
  return { created, revoked };
}

async function openImageShare(language: 'en' | 'es' = 'en') {
  const app = await renderApp('/image-generator', { language });
  await app.screen
    .getByRole('tab', { name: language === 'en' ? 'My Gallery' : 'Mi galería' })
    .click();
  await app.screen
    .getByRole('button', { name: new RegExp(savedImage.prompt) })
    .first()
    .click();
  await page
    .getByRole('button', {
      name: language === 'en' ? `Share “${savedImage.prompt}”` : `Compartir «${savedImage.prompt}»`,
    })
    .click();
  return app;
}

describe('sharing one creation', () => {
  test('from the gallery: the item’s links only; a 1-day link made, copied, and one revoked after a confirmation — axe clean at each step', async () => {
    const { created, revoked } = signedIn();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await openImageShare();
    const list = page.getByRole('list', { name: 'Links to this item' });
    await expect.element(list.getByText(shareFixture(1).url)).toBeVisible();
    // The link to another item is not this item's.
    expect(list.getByText('https://studio.example/s/other').elements()).toHaveLength(0);
    await expect.element(page.getByText('Never expires')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.getByRole('radio', { name: '1 day' }).click();
    await page.getByRole('button', { name: 'Create link' }).click();
    const field = page.getByRole('textbox', { name: 'Your link' });
    await expect.element(field).toHaveValue('https://studio.example/s/brand_new');
    await expect.element(field).toHaveFocus();
    expect(created).toEqual([{ itemType: 'image', itemId: 'img1', expiresIn: '1d' }]);
    await expect.element(list.getByText('https://studio.example/s/brand_new')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.getByRole('button', { name: 'Copy link' }).first().click();
    expect(writeText).toHaveBeenCalledWith('https://studio.example/s/brand_new');
    await expect.element(page.getByRole('button', { name: 'Link copied' }).first()).toBeVisible();

    await page.getByRole('button', { name: /^Revoke the link made Mar 01, 2026/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' });
    await expect.element(confirm).toBeVisible();
    expect(await violations()).toEqual([]);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(revoked).toEqual(['share_1']);
    expect(list.getByText(shareFixture(1).url).elements()).toHaveLength(0);
    // The revoked row (and its button) is gone: focus stays in the dialog, so Escape closes it.
    await expect.element(page.getByRole('heading', { name: 'Links to this item' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Share' })).not.toBeInTheDocument();
    // Back in the image's own dialog, which stays open.
    await expect.element(page.getByRole('dialog', { name: 'Image details' })).toBeVisible();
  });

  test('Spanish, and a deleted item answers not_found: the dialog says so', async () => {
    signedIn({
      'GET /api/shares': () => Response.json({ shares: [] }),
      'POST /api/shares': () =>
        Response.json({ error: 'not_found', message: 'Item not found' }, { status: 404 }),
    });
    await openImageShare('es');
    await expect.element(page.getByText('Aún no hay enlaces activos')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '7 días' })).toBeChecked();
    await page.getByRole('button', { name: 'Crear enlace' }).click();
    await expect
      .element(page.getByText('Este elemento ya no existe, así que no se puede compartir.'))
      .toBeVisible();
  });

  test('the creations list offers Share on completed image generations only', async () => {
    signedIn({
      'GET /api/profile': () => Response.json(profileFixture()),
      'GET /api/transactions': () => Response.json({ transactions: [] }),
      'GET /api/billing-profiles': () => Response.json([]),
      'GET /api/generations': () =>
        Response.json({
          generations: [
            generationFixture(1),
            generationFixture(2, { status: 'failed' }),
            generationFixture(3, { generation_type: 'text' }),
          ],
        }),
    });
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expect.element(screen.getByText('Prompt number 3')).toBeVisible();
    const share = screen.getByRole('button', { name: /^Share “/ });
    expect(share.elements()).toHaveLength(1);
    await screen.getByRole('button', { name: 'Share “Prompt number 1”' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
  });
});
