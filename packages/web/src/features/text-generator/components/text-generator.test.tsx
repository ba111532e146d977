import { type OutputLanguage, type TextLength, textCost } from '@lumen/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { meFixture } from '@/testing/fixtures';
import { type Handler, mockApi, serveBackend } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { signedInWith } from '@/testing/generators';
import { fontFiles, savedDownloads } from '@/testing/downloads';

function signedIn(credits = 120, overrides: Record<string, Handler> = {}) {
  return signedInWith(credits, overrides);
}

const lengthLabel: Record<TextLength, string> = {
  short: 'Short (100-200 words)',
  medium: 'Medium (300-500 words)',
  long: 'Long (700-1000 words)',
};

async function choose(
  screen: Awaited<ReturnType<typeof renderApp>>['screen'],
  label: RegExp,
  option: string,
) {
  await screen.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const promptBox = (screen: Awaited<ReturnType<typeof renderApp>>['screen']) =>
  screen.getByRole('textbox', { name: 'What should we write?' });

/** One generated text, in `language` of the interface, its result card on screen. */
async function oneVariant(content: string, language: 'en' | 'es' = 'en', fonts = true) {
  localStorage.setItem(tokenStorageKey, 'tok');
  mockApi(
    {
      'GET /api/auth/me': () => Response.json(meFixture(120)),
      'POST /api/generate/text/stream': () =>
        Response.json({
          texts: [content],
          count: 1,
          creditsUsed: 2,
          remainingCredits: 118,
          model: 'demo',
        }),
    },
    ...(fonts ? [fontFiles] : []),
  );
  const { screen } = await renderApp('/text-generator', { language });
  const es = language === 'es';
  await screen
    .getByRole('textbox', { name: es ? '¿Qué escribimos?' : 'What should we write?' })
    .fill('Un regalo para senderistas');
  await screen.getByRole('button', { name: es ? 'Generar' : 'Generate', exact: true }).click();
  return screen;
}

const stampedName = (extension: string) =>
  new RegExp(`^lumen-text-\\d{4}-\\d\\d-\\d\\d-\\d\\d-\\d\\d-\\d\\d\\.${extension}$`);

describe('text generator', () => {
  afterEach(() => vi.restoreAllMocks());

  test('streamed: the words show while they are written; Stop keeps them, saveable', async () => {
    const saved: { content: string }[] = [];
    serveBackend(
      { balance: 50, textStream: 'held' },
      {
        'POST /api/texts/save': async (request) => {
          saved.push((await request.json()) as { content: string });
          return Response.json({ id: 's1' }, { status: 201 });
        },
      },
    );
    const { screen } = await renderApp('/text-generator');
    await promptBox(screen).fill('Spring collection');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    const writing = screen.getByRole('region', { name: 'Writing your text' });
    await expect.element(writing.getByTestId('streamed-text')).toMatchTextContent(/Spring is here/);
    const live = writing.getByTestId('streamed-text').element().closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(live?.getAttribute('aria-busy')).toBe('true');
    // Every word arrives, then the stream is held open: Stop ends it.
    await expect.element(writing).toMatchTextContent(/light fabrics and bright colours\./);
    await writing.getByRole('button', { name: 'Stop' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Your text' })).toBeVisible();
    await expect
      .element(screen.getByText('Stopped before the end: this is what was written by then.'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.element(page.getByText('Text saved successfully')).toBeVisible();
    expect(saved[0]?.content).toBe(
      'Spring is here: discover our new collection of light fabrics and bright colours.',
    );
  });

  test('streamed, failing before the first words: the failure toast, nothing kept', async () => {
    serveBackend({ balance: 50, textStream: 'failed' });
    const { screen } = await renderApp('/text-generator');
    await promptBox(screen).fill('Spring collection');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.element(page.getByText('The demo text model failed')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your text' }).elements()).toHaveLength(0);
  });

  test('signed out: sign-in button instead of Generate; /generate/text is the same screen', async () => {
    mockApi({});
    const { screen } = await renderApp('/generate/text');
    await expect
      .element(screen.getByRole('heading', { name: 'Text Generator', level: 1 }))
      .toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Sign in to generate' })).toBeVisible();
  });

  test('the live cost equals the domain rule for a table of inputs', async () => {
    signedIn(50);
    const { screen } = await renderApp('/text-generator');
    const cases: { textLength: TextLength; count: number; outputLanguage: OutputLanguage }[] = [
      { textLength: 'short', count: 1, outputLanguage: 'english' },
      { textLength: 'medium', count: 3, outputLanguage: 'english' },
      { textLength: 'long', count: 5, outputLanguage: 'spanish' },
      { textLength: 'short', count: 2, outputLanguage: 'spanish' },
      { textLength: 'long', count: 1, outputLanguage: 'english' },
    ];
    for (const c of cases) {
      await choose(screen, /Length/, lengthLabel[c.textLength]);
      await choose(
        screen,
        /Output language/,
        c.outputLanguage === 'spanish' ? 'Spanish' : 'English',
      );
      await screen.getByRole('textbox', { name: 'Number of variants' }).fill(String(c.count));
      await userEvent.tab();
      const expected = textCost(c);
      await expect
        .element(screen.getByTestId('text-cost'))
        .toMatchTextContent(`${expected} credit`);
      await expect
        .element(screen.getByTestId('text-balance-after'))
        .toMatchTextContent(`${50 - expected} credit`);
    }
  });

  test('a short balance shows the credits missing, never a negative balance after', async () => {
    signedIn(0);
    const { screen } = await renderApp('/text-generator');
    await expect.element(screen.getByTestId('text-shortfall')).toMatchTextContent(/\d+ credits?/);
    expect(screen.getByTestId('text-shortfall').element().textContent).not.toContain('-');
    expect(screen.getByTestId('text-balance-after').elements()).toHaveLength(0);
    await expect.element(screen.getByText('Credits missing')).toBeVisible();
  });

  test('presets set type, length and style', async () => {
    signedIn();
    const { screen } = await renderApp('/text-generator');
    await screen.getByRole('button', { name: 'Social post' }).click();
    await expect
      .element(screen.getByRole('button', { name: /Text type/ }))
      .toMatchTextContent('Social media');
    await expect
      .element(screen.getByRole('button', { name: /Length/ }))
      .toMatchTextContent('Short (100-200 words)');
    await expect
      .element(screen.getByRole('button', { name: /Writing style/ }))
      .toMatchTextContent('Casual');
    await screen.getByRole('button', { name: 'Blog snippet' }).click();
    await expect
      .element(screen.getByRole('button', { name: /Text type/ }))
      .toMatchTextContent('Blog post');
    await expect
      .element(screen.getByRole('button', { name: /Writing style/ }))
      .toMatchTextContent('Informative');
    await expect.element(screen.getByTestId('text-cost')).toMatchTextContent('2 credits');
  });

  test("a blank prompt: 'Prompt Required'", async () => {
    signedIn();
    const { screen } = await renderApp('/text-generator');
    await expect
      .element(screen.getByRole('button', { name: 'Generate', exact: true }))
      .toBeDisabled();
    await promptBox(screen).fill('  ');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.element(page.getByText('Prompt Required')).toBeVisible();
    await expect.element(page.getByText('Please enter a description for your text.')).toBeVisible();
  });

  test('3 Spanish variants: each with copy, save, .txt, .md and .pdf; save posts the text', async () => {
    const clipboard: string[] = [];
    const saved: unknown[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void clipboard.push(text) },
    });
    const { requests } = signedIn(120, {
      'POST /api/generate/text/stream': () =>
        Response.json({
          texts: ['Uno', 'Dos', 'Tres'],
          count: 3,
          creditsUsed: 4,
          remainingCredits: 116,
          model: 'demo',
        }),
      'POST /api/texts/save': async (request) => {
        saved.push(await request.json());
        return Response.json({ id: 's1' }, { status: 201 });
      },
    });
    const { screen } = await renderApp('/text-generator');
    await choose(screen, /Output language/, 'Spanish');
    await screen.getByRole('textbox', { name: 'Number of variants' }).fill('3');
    await userEvent.tab();
    await promptBox(screen).fill('Una botella para senderistas');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.element(screen.getByRole('heading', { name: 'Your 3 variants' })).toBeVisible();
    const body = await requests
      .find((r) => r.url.endsWith('/api/generate/text/stream'))!
      .clone()
      .json();
    expect(body).toEqual({
      prompt: 'Una botella para senderistas',
      textType: 'article',
      textLength: 'short',
      writingStyle: 'professional',
      outputLanguage: 'spanish',
      count: 3,
    });
    for (const name of ['Copy', 'Save', 'Download .txt', 'Download .md', 'Download .pdf']) {
      await expect
        .poll(() => screen.getByRole('button', { name, exact: true }).elements().length)
        .toBe(3);
    }
    await screen.getByRole('button', { name: 'Copy', exact: true }).nth(1).click();
    expect(clipboard).toEqual(['Dos']);
    await expect.element(page.getByText('Text copied to clipboard')).toBeVisible();

    await screen.getByRole('button', { name: 'Save', exact: true }).nth(1).click();
    await expect.element(page.getByText('Text saved successfully')).toBeVisible();
    expect(saved).toEqual([
      {
        content: 'Dos',
        prompt: 'Una botella para senderistas',
        textType: 'article',
        textLength: 'short',
        writingStyle: 'professional',
        outputLanguage: 'spanish',
      },
    ]);
  });

  test("a failed save: 'Save Failed'", async () => {
    signedIn(120, {
      'POST /api/generate/text/stream': () =>
        Response.json({
          texts: ['Uno'],
          count: 1,
          creditsUsed: 1,
          remainingCredits: 119,
          model: 'demo',
        }),
      'POST /api/texts/save': () => Response.json({ error: 'x', message: 'nope' }, { status: 500 }),
    });
    const { screen } = await renderApp('/text-generator');
    await promptBox(screen).fill('Hello');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.element(page.getByText('Save Failed')).toBeVisible();
  });

  test.each([
    [
      'en',
      'Library full',
      'Your library of saved texts and images is full. Delete some to save more.',
    ],
    [
      'es',
      'Biblioteca llena',
      'Tu biblioteca de textos e imágenes guardados está llena. Elimina algunos para guardar más.',
    ],
  ] as const)(
    '%s: a save past the quota (409 quota_exceeded) says the library is full',
    async (language, title, description) => {
      signedIn(120, {
        'POST /api/generate/text/stream': () =>
          Response.json({
            texts: ['Uno'],
            count: 1,
            creditsUsed: 1,
            remainingCredits: 119,
            model: 'demo',
          }),
        'POST /api/texts/save': () =>
          Response.json(
            { error: 'quota_exceeded', message: 'Your library is full.' },
            { status: 409 },
          ),
      });
      const en = language === 'en';
      const { screen } = await renderApp('/text-generator', { language });
      await screen
        .getByRole('textbox', { name: en ? 'What should we write?' : '¿Qué escribimos?' })
        .fill('Hello');
      await screen.getByRole('button', { name: en ? 'Generate' : 'Generar', exact: true }).click();
      await screen.getByRole('button', { name: en ? 'Save' : 'Guardar', exact: true }).click();
      await expect.element(page.getByText(title)).toBeVisible();
      await expect.element(page.getByText(description)).toBeVisible();
    },
  );

  test("402: 'Insufficient balance', need N more credits, Top up balance opens the dialog", async () => {
    // The screen reads the code, never the message: N is the cost (1 credit) less the balance.
    signedIn(0, {
      'POST /api/generate/text/stream': () =>
        Response.json({ error: 'insufficient_credits', message: 'x' }, { status: 402 }),
    });
    const { screen } = await renderApp('/text-generator');
    await promptBox(screen).fill('Hello');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.element(page.getByText('Insufficient balance')).toBeVisible();
    await expect.element(page.getByText('You need 1 more credit.')).toBeVisible();
    await page.getByRole('button', { name: 'Top up balance' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  test("other failures: 'Generation Failed'", async () => {
    signedIn(120, {
      'POST /api/generate/text/stream': () =>
        new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    const { screen } = await renderApp('/text-generator');
    await promptBox(screen).fill('Hello');
    await screen.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.element(page.getByText('Generation Failed')).toBeVisible();
    await expect
      .element(page.getByText('Failed to generate text. Please try again.'))
      .toBeVisible();
  });

  test('a variant downloads as .txt, .md and .pdf, each named lumen-text-<stamp>', async () => {
    const files = savedDownloads();
    const screen = await oneVariant('¡Qué buen día para caminar por la montaña!');
    await screen.getByRole('button', { name: 'Download .txt', exact: true }).click();
    await screen.getByRole('button', { name: 'Download .md', exact: true }).click();
    await screen.getByRole('button', { name: 'Download .pdf', exact: true }).click();
    await expect.poll(() => files.length, { timeout: 30_000 }).toBe(3);
    expect(files.map((f) => f.name)).toEqual([
      expect.stringMatching(stampedName('txt')),
      expect.stringMatching(stampedName('md')),
      expect.stringMatching(stampedName('pdf')),
    ]);
    const [txt, md, pdf] = files.map((f) => f.blob!);
    expect(await txt!.text()).toBe('¡Qué buen día para caminar por la montaña!');
    expect(await md!.text()).toMatch(/^# Un regalo para senderistas\n/);
    expect(pdf!.type).toBe('application/pdf');
    expect(await pdf!.slice(0, 5).text()).toBe('%PDF-');
  });

  test('in Spanish the downloads say Descargar; a PDF that cannot be made says so', async () => {
    const files = savedDownloads();
    // No font for the PDF maker: its fetch answers 404.
    const screen = await oneVariant('Hola', 'es', false);
    for (const name of ['Descargar .txt', 'Descargar .md']) {
      await expect.element(screen.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await screen.getByRole('button', { name: 'Descargar .pdf', exact: true }).click();
    await expect.element(page.getByText('Error en la descarga')).toBeVisible();
    await expect
      .element(page.getByText('No se pudo descargar el texto. Inténtalo de nuevo.'))
      .toBeVisible();
    expect(files).toEqual([]);
    await expect
      .element(screen.getByRole('button', { name: 'Descargar .pdf', exact: true }))
      .toBeEnabled();
  });

  test('Spanish site: the output language starts as Spanish', async () => {
    const api = signedIn(120, {
      'POST /api/generate/text/stream': () =>
        Response.json({
          texts: ['Hola'],
          count: 1,
          creditsUsed: 2,
          remainingCredits: 118,
          model: 'demo',
        }),
    });
    const { screen } = await renderApp('/text-generator', { language: 'es' });
    await screen
      .getByRole('textbox', { name: '¿Qué escribimos?' })
      .fill('Un regalo para senderistas');
    await screen.getByRole('button', { name: 'Generar', exact: true }).click();
    const sent = () => api.requests.find((r) => r.url.endsWith('/api/generate/text/stream'));
    await expect.poll(sent).toBeDefined();
    expect(await sent()!.clone().json()).toMatchObject({ outputLanguage: 'spanish' });
  });

  test('the Saved Texts tab goes to /saved-texts', async () => {
    signedIn(120, {
      'GET /api/texts/saved': () => Response.json({ texts: [], total: 0, page: 1, totalPages: 1 }),
    });
    const { screen, router } = await renderApp('/text-generator');
    await screen.getByRole('tab', { name: 'Saved Texts' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/saved-texts');
  });
});
