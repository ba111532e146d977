import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { meFixture } from '@/testing/fixtures';
import { savedFiles, zipAnswer } from '@/testing/downloads';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const savedImage = (n: number) => ({
  id: `img${n}`,
  url: `/media/u1/${n}.png`,
  prompt: `A fox number ${n}`,
  negativePrompt: '',
  settings: { size: '1024x1024', style: 'realistic', model: 'demo', guidance: 7 },
  aspectRatio: '1:1',
  sizeRequested: 1024,
  finalWidth: 1024,
  finalHeight: 1024,
  upscale: 0,
  styleTransfer: 0,
  timestamp: '2026-03-14T10:00:00.000Z',
});

function setup(overrides: Record<string, Handler> = {}) {
  localStorage.setItem(tokenStorageKey, 'tok');
  /** When each gallery call with a search arrived (performance.now()). */
  const searchedAt: number[] = [];
  const { requests } = mockApi({
    ...overrides,
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/models': () => Response.json({ image: [{ id: 'demo', available: true }], text: [] }),
    'GET /api/images/saved': (request) => {
      if (new URL(request.url).searchParams.get('search')) searchedAt.push(performance.now());
      const p = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return Response.json({
        images: Array.from({ length: 12 }, (_, i) => savedImage((p - 1) * 12 + i + 1)),
        total: 30,
        page: p,
        totalPages: 3,
      });
    },
  });
  /** The query of every gallery call so far, as plain objects. */
  const queries = () =>
    requests
      .filter((r) => new URL(r.url).pathname === '/api/images/saved')
      .map((r) => Object.fromEntries(new URL(r.url).searchParams));
  const last = () => queries().at(-1);
  return { queries, last, requests, searchedAt };
}

async function openGallery() {
  const app = await renderApp('/image-generator');
  await app.screen.getByRole('tab', { name: 'My Gallery' }).click();
  await expect.element(app.screen.getByText('A fox number 1', { exact: true })).toBeVisible();
  return app;
}

describe('My Gallery', () => {
  // The filters are always open from the desktop breakpoint up.
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  test('asks for 12 a page, newest first, with empty values omitted', async () => {
    const { last } = setup();
    const { screen } = await openGallery();
    expect(last()).toEqual({ page: '1', limit: '12', sortBy: 'created_at', sortOrder: 'desc' });
    await expect.element(screen.getByText('1 of 3')).toBeVisible();
    await expect
      .poll(
        () => screen.getByRole('listitem').filter({ hasText: 'A fox number' }).elements().length,
      )
      .toBe(12);
  });

  test('pagination, and a filter change goes back to page 1', async () => {
    const { last } = setup();
    const { screen } = await openGallery();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByText('2 of 3')).toBeVisible();
    expect(last()?.page).toBe('2');
    await expect.element(screen.getByText('A fox number 13', { exact: true })).toBeVisible();

    await screen.getByRole('button', { name: /Style/ }).click();
    await page.getByRole('option', { name: 'Cartoon' }).click();
    await expect.poll(() => last()).toMatchObject({ page: '1', style: 'cartoon' });
    await expect.element(screen.getByText('1 of 3')).toBeVisible();

    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => last()?.page).toBe('2');
    await screen.getByRole('button', { name: /Size/ }).click();
    await page.getByRole('option', { name: '768×1024' }).click();
    await expect
      .poll(() => last())
      .toMatchObject({ page: '1', style: 'cartoon', size: '768x1024' });

    await screen.getByRole('button', { name: /Aspect ratio/ }).click();
    await page.getByRole('option', { name: '16:9' }).click();
    await expect.poll(() => last()).toMatchObject({ page: '1', aspectRatio: '16:9' });
  });

  test('sort by prompt ascending', async () => {
    const { last } = setup();
    const { screen } = await openGallery();
    await screen.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Prompt' }).click();
    await screen.getByRole('button', { name: /Order/ }).click();
    await page.getByRole('option', { name: 'Ascending' }).click();
    await expect
      .poll(() => last())
      .toMatchObject({ page: '1', sortBy: 'prompt', sortOrder: 'asc' });
  });

  test('the search applies 1 s after typing stops, on page 1', async () => {
    const { queries, last, searchedAt } = setup();
    const { screen } = await openGallery();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => last()?.page).toBe('2');
    // Every keystroke comes after this moment, so the search's call, a second after the last
    // one, comes at least a second after it, however slow the machine is.
    const beforeTyping = performance.now();
    await screen.getByRole('searchbox', { name: 'Search' }).fill('fox');
    await expect
      .poll(() => last(), { timeout: 10_000 })
      .toMatchObject({ page: '1', search: 'fox' });
    expect(queries().filter((q) => q.search).length).toBe(1);
    expect(searchedAt[0]).toBeGreaterThanOrEqual(beforeTyping + 1_000);
  });

  test('Clear All Filters resets everything', async () => {
    const { last } = setup();
    const { screen } = await openGallery();
    const clear = screen.getByRole('button', { name: 'Clear All Filters' });
    await expect.element(clear).toBeDisabled();
    await screen.getByRole('button', { name: /Style/ }).click();
    await page.getByRole('option', { name: 'Vintage' }).click();
    await screen.getByRole('button', { name: /Order/ }).click();
    await page.getByRole('option', { name: 'Ascending' }).click();
    await expect.poll(() => last()).toMatchObject({ style: 'vintage', sortOrder: 'asc' });
    await clear.click();
    // Back to the first query, which is still cached (2 minutes), so no new call is needed.
    await expect.element(screen.getByRole('button', { name: /Style/ })).toHaveTextContent('All');
    await expect
      .element(screen.getByRole('button', { name: /Order/ }))
      .toHaveTextContent('Descending');
    await expect.element(clear).toBeDisabled();
  });

  test('an image opens larger in a dialog', async () => {
    setup();
    const { screen } = await openGallery();
    await screen.getByRole('button', { name: 'View image: A fox number 2' }).click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('heading', { name: 'Image details' })).toBeVisible();
    await expect.element(dialog.getByRole('img', { name: 'A fox number 2' })).toBeVisible();
    await expect.element(dialog.getByText('1024×1024')).toBeVisible();
    await expect.element(dialog.getByText('Demo', { exact: true })).toBeVisible();
  });

  test('its dialog downloads that one image, under a file name of its own', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const { requests } = setup({
      'GET /media/u1/2.png': () => new Response(png, { headers: { 'content-type': 'image/png' } }),
    });
    const files = savedFiles();
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const { screen } = await openGallery();
    await screen.getByRole('button', { name: 'View image: A fox number 2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Download image' }).click();
    await expect.poll(() => files).toEqual(['lumen-img2.png']);
    expect(requests.filter((r) => new URL(r.url).pathname === '/media/u1/2.png')).toHaveLength(1);
    expect(requests.some((r) => new URL(r.url).pathname === '/api/images/saved/download')).toBe(
      false,
    );
  });

  test('an image is deleted from its dialog after a confirmation, and the gallery reloads', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    let deleted = 0;
    const { requests } = mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/models': () => Response.json({ image: [], text: [] }),
      'GET /api/images/saved': () =>
        Response.json({
          images: deleted ? [savedImage(1)] : [savedImage(1), savedImage(2)],
          total: deleted ? 1 : 2,
          page: 1,
          totalPages: 1,
        }),
      'DELETE /api/images/img2': () => {
        deleted += 1;
        return new Response(null, { status: 204 });
      },
    });
    const { screen } = await openGallery();
    await screen.getByRole('button', { name: 'View image: A fox number 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete image' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.element(confirm.getByText('Delete this image?')).toBeVisible();
    // Cancelling deletes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(deleted).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete image' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.element(page.getByText('Image deleted successfully')).toBeVisible();
    expect(deleted).toBe(1);
    expect(
      requests.some(
        (r) => r.method === 'DELETE' && r.headers.get('authorization') === 'Bearer tok',
      ),
    ).toBe(true);
    await expect
      .element(screen.getByText('A fox number 2', { exact: true }))
      .not.toBeInTheDocument();
  });

  test('deleting the only image of the last page moves to the page before, pager shown', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    let ids = Array.from({ length: 25 }, (_, i) => i + 1);
    mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/models': () => Response.json({ image: [], text: [] }),
      'GET /api/images/saved': (request) => {
        const p = Number(new URL(request.url).searchParams.get('page') ?? 1);
        return Response.json({
          images: ids.slice((p - 1) * 12, p * 12).map(savedImage),
          total: ids.length,
          page: p,
          totalPages: Math.ceil(ids.length / 12),
        });
      },
      'DELETE /api/images/img25': () => {
        ids = ids.filter((id) => id !== 25);
        return new Response(null, { status: 204 });
      },
    });
    const { screen } = await openGallery();
    await screen.getByRole('button', { name: 'Next' }).click();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByText('3 of 3')).toBeVisible();
    await screen.getByRole('button', { name: 'View image: A fox number 25' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete image' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.element(page.getByText('Image deleted successfully')).toBeVisible();
    await expect.element(screen.getByText('2 of 2')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'View image: A fox number 24' }))
      .toBeVisible();
  });

  test('a load error says HTTP error! status: N', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/models': () => Response.json({ image: [], text: [] }),
      'GET /api/images/saved': () => new Response('boom', { status: 500 }),
    });
    const { screen } = await renderApp('/image-generator');
    await screen.getByRole('tab', { name: 'My Gallery' }).click();
    await expect.element(screen.getByText('HTTP error! status: 500')).toBeVisible();
  });
});

describe('My Gallery: select several and download them as one ZIP', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(() => vi.restoreAllMocks());

  test('labelled checkboxes, a live count across pages, and one request for the selection', async () => {
    const names = savedFiles();
    const { requests } = setup({
      'POST /api/images/saved/download': () => zipAnswer('lumen-studio-images-2026-11-24.zip'),
    });
    const { screen } = await openGallery();
    const download = screen.getByRole('button', { name: 'Download selected' });
    await expect.element(screen.getByText('No image selected')).toBeVisible();
    await expect.element(download).toBeDisabled();
    await screen
      .getByRole('checkbox', { name: 'Select A fox number 1', exact: true })
      .click({ force: true });
    // The keyboard reaches the next one and Space ticks it.
    await userEvent.tab();
    await userEvent.tab();
    await expect
      .element(screen.getByRole('checkbox', { name: 'Select A fox number 2', exact: true }))
      .toHaveFocus();
    await userEvent.keyboard(' ');
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'selected' }))
      .toHaveTextContent('2 images selected');
    // The selection survives a page change.
    await screen.getByRole('button', { name: 'Next' }).click();
    await screen
      .getByRole('checkbox', { name: 'Select A fox number 13', exact: true })
      .click({ force: true });
    await expect.element(screen.getByText('3 images selected')).toBeVisible();
    await download.click();
    await expect.element(screen.getByText('Your images have been downloaded')).toBeVisible();
    const call = requests.find((r) => new URL(r.url).pathname === '/api/images/saved/download');
    expect(await call?.clone().json()).toEqual({ ids: ['img1', 'img2', 'img13'] });
    expect(names).toEqual(['lumen-studio-images-2026-11-24.zip']);
    await screen.getByRole('button', { name: 'Clear selection' }).click();
    await expect.element(screen.getByText('No image selected')).toBeVisible();
  });

  test('Select this page, and a gone image is told by its code', async () => {
    setup({
      'POST /api/images/saved/download': () =>
        Response.json(
          { error: 'not_found', message: 'Some of the selected images were not found' },
          { status: 404 },
        ),
    });
    const { screen } = await openGallery();
    await screen.getByRole('button', { name: 'Select this page' }).click();
    await expect.element(screen.getByText('12 images selected')).toBeVisible();
    await screen.getByRole('button', { name: 'Download selected' }).click();
    await expect
      .element(screen.getByText(/Some of the selected images no longer exist/))
      .toBeVisible();
  });
});

describe('My Gallery on a phone: the filters behind a Filters button', () => {
  beforeEach(async () => {
    await page.viewport(390, 844);
  });

  test('closed at first; opens and closes from the keyboard, and counts the active filters', async () => {
    const { last } = setup();
    const { screen } = await openGallery();
    const toggle = screen.getByRole('button', { name: 'Filters', exact: true });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect
      .element(screen.getByRole('button', { name: /Style/, includeHidden: true }))
      .not.toBeVisible();

    (toggle.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('button', { name: /Style/ })).toBeVisible();

    await screen.getByRole('button', { name: /Style/ }).click();
    await page.getByRole('option', { name: 'Cartoon' }).click();
    await expect.poll(() => last()).toMatchObject({ style: 'cartoon' });
    await screen.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Prompt' }).click();
    await expect.element(screen.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

    const counted = screen.getByRole('button', { name: 'Filters (2)' });
    (counted.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(counted).toHaveAttribute('aria-expanded', 'false');
    await expect
      .element(screen.getByRole('button', { name: /Style/, includeHidden: true }))
      .not.toBeVisible();
    // The first image stays on the first screen.
    await expect.element(screen.getByText('A fox number 1', { exact: true })).toBeInViewport();
  });

  test('in Spanish the button says Filtros', async () => {
    setup();
    const app = await renderApp('/image-generator', { language: 'es' });
    await app.screen.getByRole('tab', { name: 'Mi galería' }).click();
    await expect
      .element(app.screen.getByRole('button', { name: 'Filtros', exact: true }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});

describe('My Gallery on a desktop', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  test('shows the filters, with no Filters button', async () => {
    setup();
    const { screen } = await openGallery();
    await expect.element(screen.getByRole('button', { name: /Style/ })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: /^Filters/, includeHidden: true }))
      .not.toBeVisible();
  });
});
