import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { meFixture } from '@/testing/fixtures';
import type { RequestHandler } from 'msw';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { fontFiles, savedDownloads } from '@/testing/downloads';

const savedText = (n: number) => ({
  id: `t${n}`,
  text_type: 'email',
  text_length: 'medium',
  writing_style: 'friendly',
  output_language: 'english',
  prompt: `Prompt ${n}`,
  content: `Content of text ${n}`,
  created_at: '2026-03-14T10:00:00.000Z',
});

function setup(overrides: Record<string, Handler> = {}, ...handlers: RequestHandler[]) {
  localStorage.setItem(tokenStorageKey, 'tok');
  let deleted = new Set<string>();
  const api = mockApi(
    {
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/texts/saved': (request) => {
        const p = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const texts = Array.from({ length: 10 }, (_, i) => savedText((p - 1) * 10 + i + 1)).filter(
          (t) => !deleted.has(t.id),
        );
        return Response.json({ texts, total: 25 - deleted.size, page: p, totalPages: 3 });
      },
      'DELETE /api/texts/t1': () => {
        deleted = new Set([...deleted, 't1']);
        return new Response(null, { status: 204 });
      },
      ...overrides,
    },
    ...handlers,
  );
  const queries = () =>
    api.requests
      .filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/texts/saved')
      .map((r) => Object.fromEntries(new URL(r.url).searchParams));
  return { ...api, queries };
}

describe('/saved-texts', () => {
  afterEach(() => vi.restoreAllMocks());

  test("cards and 'X of Y' pagination with previous and next; a filter goes back to page 1", async () => {
    const { queries } = setup();
    const { screen } = await renderApp('/saved-texts');
    await expect
      .element(screen.getByRole('heading', { name: 'Prompt 1', exact: true }))
      .toBeVisible();
    expect(queries().at(-1)).toEqual({ page: '1', limit: '10' });
    await expect.element(screen.getByText('1 of 3')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByText('2 of 3')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Prompt 11' })).toBeVisible();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByText('3 of 3')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Previous' }).click();
    await expect.element(screen.getByText('2 of 3')).toBeVisible();

    await screen.getByRole('button', { name: /Text type/ }).click();
    await page.getByRole('option', { name: 'Email' }).click();
    await expect
      .poll(() => queries().at(-1))
      .toEqual({ page: '1', limit: '10', textType: 'email' });
    await screen.getByRole('button', { name: /Writing style/ }).click();
    await page.getByRole('option', { name: 'Friendly' }).click();
    await screen.getByRole('button', { name: /Length/ }).click();
    await page.getByRole('option', { name: 'Medium' }).click();
    await expect
      .poll(() => queries().at(-1))
      .toEqual({
        page: '1',
        limit: '10',
        textType: 'email',
        writingStyle: 'friendly',
        textLength: 'medium',
      });
    await screen.getByRole('searchbox', { name: 'Search' }).fill('hikers');
    await expect.poll(() => queries().at(-1)?.search).toBe('hikers');
  });

  test('deleting the only text of the last page moves to the page before, pager shown', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    let ids = Array.from({ length: 21 }, (_, i) => i + 1);
    mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/texts/saved': (request) => {
        const p = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const texts = ids.slice((p - 1) * 10, p * 10).map(savedText);
        return Response.json({
          texts,
          total: ids.length,
          page: p,
          totalPages: Math.ceil(ids.length / 10),
        });
      },
      'DELETE /api/texts/t21': () => {
        ids = ids.filter((id) => id !== 21);
        return new Response(null, { status: 204 });
      },
    });
    const { screen } = await renderApp('/saved-texts');
    await screen.getByRole('button', { name: 'Next' }).click();
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByText('3 of 3')).toBeVisible();
    await screen.getByRole('button', { name: 'Delete: Prompt 21', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.element(page.getByText('Text deleted successfully')).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Prompt 20', exact: true }))
      .toBeVisible();
    await expect.element(screen.getByText('2 of 2')).toBeVisible();
    await expect.element(screen.getByText('No saved texts yet')).not.toBeInTheDocument();
  });

  test('a search with no match says that nothing matches, not that there are no texts', async () => {
    setup({
      'GET /api/texts/saved': (request) => {
        const search = new URL(request.url).searchParams.get('search');
        const texts = search ? [] : [savedText(1)];
        return Response.json({ texts, total: texts.length, page: 1, totalPages: 1 });
      },
    });
    const { screen } = await renderApp('/saved-texts');
    await expect
      .element(screen.getByRole('heading', { name: 'Prompt 1', exact: true }))
      .toBeVisible();
    await screen.getByRole('searchbox', { name: 'Search' }).fill('nowhere');
    await expect.element(screen.getByText('No saved texts match these filters.')).toBeVisible();
    await expect.element(screen.getByText('No saved texts yet')).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('link', { name: 'Go to the text generator' }))
      .not.toBeInTheDocument();
  });

  test('a view dialog shows the whole text', async () => {
    setup();
    const { screen } = await renderApp('/saved-texts');
    await screen.getByRole('button', { name: 'View: Prompt 3' }).click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('heading', { name: 'Prompt 3' })).toBeVisible();
    await expect.element(dialog.getByText('Content of text 3')).toBeVisible();
  });

  test('the view dialog downloads the text as .txt, .md and .pdf', async () => {
    const files = savedDownloads();
    setup({}, fontFiles);
    const { screen } = await renderApp('/saved-texts');
    await screen.getByRole('button', { name: 'View: Prompt 3' }).click();
    const dialog = page.getByRole('dialog');
    for (const name of ['Download .txt', 'Download .md', 'Download .pdf']) {
      await dialog.getByRole('button', { name, exact: true }).click();
    }
    await expect.poll(() => files.length, { timeout: 30_000 }).toBe(3);
    expect(files.map((f) => f.name.replace(/\d/g, '0'))).toEqual([
      'lumen-text-0000-00-00-00-00-00.txt',
      'lumen-text-0000-00-00-00-00-00.md',
      'lumen-text-0000-00-00-00-00-00.pdf',
    ]);
    expect(await files[1]!.blob!.text()).toBe('# Prompt 3\n\nContent of text 3\n');
    expect(await files[2]!.blob!.slice(0, 5).text()).toBe('%PDF-');
  });

  test('in Spanish the view dialog says Descargar; a PDF that cannot be made says so', async () => {
    // No font for the PDF maker: its fetch answers 404.
    setup();
    const { screen } = await renderApp('/saved-texts', { language: 'es' });
    await screen.getByRole('button', { name: 'Ver: Prompt 3' }).click();
    const dialog = page.getByRole('dialog');
    for (const name of ['Descargar .txt', 'Descargar .md']) {
      await expect.element(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Descargar .pdf', exact: true }).click();
    await expect.element(page.getByText('Error en la descarga')).toBeVisible();
    await expect
      .element(page.getByText('No se pudo descargar el texto. Inténtalo de nuevo.'))
      .toBeVisible();
  });

  test('delete asks for confirmation; cancel keeps it, confirm deletes it', async () => {
    const { requests } = setup();
    const { screen } = await renderApp('/saved-texts');
    await screen.getByRole('button', { name: 'Delete: Prompt 1', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.element(confirm.getByText('Delete this text?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await screen.getByRole('button', { name: 'Delete: Prompt 1', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.element(page.getByText('Text deleted successfully')).toBeVisible();
    expect(
      requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname),
    ).toEqual(['/api/texts/t1']);
    await expect
      .element(screen.getByRole('heading', { name: 'Prompt 1', exact: true }))
      .not.toBeInTheDocument();
  });

  test("a failed delete: 'Delete Failed'", async () => {
    setup({ 'DELETE /api/texts/t1': () => new Response('boom', { status: 500 }) });
    const { screen } = await renderApp('/saved-texts');
    await screen.getByRole('button', { name: 'Delete: Prompt 1', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.element(page.getByText('Delete Failed')).toBeVisible();
  });

  test('signed out: a sign-in prompt; the Generate tab goes back to /text-generator', async () => {
    mockApi({});
    const { screen, router } = await renderApp('/saved-texts');
    await expect.element(screen.getByText('Sign in to see your saved texts')).toBeVisible();
    await screen.getByRole('tab', { name: 'Generate' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/text-generator');
  });
});
