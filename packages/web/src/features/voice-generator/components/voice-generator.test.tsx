import { defaultVoiceOf, voiceCost } from '@lumen/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  type GeneratorUnderTest,
  generateAnswered,
  modelsAnswer,
  signedInWith,
} from '@/testing/generators';
import { storyAudio } from '@/testing/media';
import { axeViolations } from '@/testing/axe';

const models = (gemini: boolean) => modelsAnswer({ voice: gemini });

function signedIn(credits = 120, overrides: Record<string, Handler> = {}) {
  return signedInWith(credits, { 'GET /api/models': () => models(false), ...overrides });
}

type Screen = Awaited<ReturnType<typeof renderApp>>['screen'];
const textBox = (screen: Screen) => screen.getByRole('textbox', { name: 'Text to speak' });
const generateButton = (screen: Screen) =>
  screen.getByRole('button', { name: 'Generate speech', exact: true });
const voiceGenerator: GeneratorUnderTest = {
  route: '/generate/voice',
  endpoint: 'POST /api/generate/voice',
  signedIn,
  prompt: textBox,
  sample: 'Hello',
  generate: generateButton,
};

async function choose(screen: Screen, label: RegExp, option: string | RegExp) {
  await screen.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('voice generator', () => {
  test('signed out: the real screen with a sign-in link instead of Generate', async () => {
    mockApi({ 'GET /api/models': () => models(false) });
    const { screen } = await renderApp('/generate/voice');
    await expect
      .element(screen.getByRole('heading', { name: 'Text to Speech', level: 1 }))
      .toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Sign in to generate' })).toBeVisible();
    await expect.element(screen.getByTestId('voice-cost')).toMatchTextContent('3 credits');
  });

  test('a live character count and the cost by the domain rule (3 per started 1,000)', async () => {
    signedIn(50);
    const { screen } = await renderApp('/generate/voice');
    for (const length of [1, 1000, 1001, 2500, 5000]) {
      await textBox(screen).fill('a'.repeat(length));
      await expect
        .element(screen.getByText(`${length.toLocaleString('en')} / 5,000 characters`))
        .toBeVisible();
      const cost = voiceCost({ characters: length });
      await expect.element(screen.getByTestId('voice-cost')).toMatchTextContent(`${cost} credits`);
      await expect
        .element(screen.getByTestId('voice-balance-after'))
        .toMatchTextContent(`${50 - cost} credit`);
    }
  });

  test('each language offers its own voices with descriptions; switching moves the voice', async () => {
    signedIn();
    const { screen } = await renderApp('/generate/voice');
    await expect.element(screen.getByText('Firm and clear, a woman’s voice').first()).toBeVisible();
    await choose(screen, /Language/, 'Spanish');
    await expect.element(screen.getByRole('button', { name: /Voice/ })).toMatchTextContent('Leda');
    await expect.element(screen.getByText('Young and warm, a woman’s voice').first()).toBeVisible();
    await screen.getByRole('button', { name: /Voice/ }).click();
    await expect.poll(() => page.getByRole('option').elements().length).toBe(4);
    await expect.element(page.getByRole('option', { name: /Orus/ })).toBeVisible();
    await expect.element(page.getByRole('option', { name: /Kore/ })).not.toBeInTheDocument();
  });

  test('gemini is disabled with a reason when the server reports it unavailable', async () => {
    signedIn();
    const { screen } = await renderApp('/generate/voice');
    await expect
      .element(screen.getByText('Gemini is unavailable: it is not configured on this server.'))
      .toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Gemini' })).toBeDisabled();
  });

  test('generates Spanish WAV: the request, progress, a playable result, download as .wav', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests } = signedIn(120, {
      'POST /api/generate/voice': async () => {
        await gate;
        return Response.json({
          audio: { url: storyAudio(), format: 'wav', durationSeconds: 1, sampleRate: 8000 },
          creditsUsed: 3,
          remainingCredits: 117,
          model: 'demo',
        });
      },
    });
    const { screen } = await renderApp('/generate/voice');
    await choose(screen, /Language/, 'Spanish');
    await choose(screen, /Voice/, /Orus/);
    await screen.getByRole('radio', { name: 'WAV' }).click();
    await textBox(screen).fill('Hola a todos');
    await generateButton(screen).click();
    const progress = screen.getByRole('status').filter({ hasText: 'Creating your speech…' });
    await expect.element(progress).toBeVisible();
    await expect.element(progress).toMatchTextContent('This generation costs 3 credits.');
    release();
    await expect
      .element(screen.getByRole('heading', { name: 'Your speech', exact: true }))
      .toBeVisible();
    // Focus moves to the result, so a keyboard or screen-reader user lands on it.
    await expect
      .poll(() => document.activeElement?.getAttribute('data-testid'))
      .toBe('voice-result');
    const body = await requests
      .find((r) => r.url.endsWith('/api/generate/voice'))!
      .clone()
      .json();
    expect(body).toEqual({
      text: 'Hola a todos',
      language: 'es',
      voice: 'Orus',
      speed: 1,
      format: 'wav',
      model: 'demo',
    });
    await expect.element(screen.getByTestId('voice-audio')).toBeInTheDocument();
    const audio = screen.getByTestId('voice-audio').element() as HTMLAudioElement;
    await expect.poll(() => audio.duration, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await axeViolations()).toEqual([]);
  });

  test('Download saves the served file in the chosen format (MP3 by default)', async () => {
    signedIn(120, {
      'POST /api/generate/voice': () =>
        Response.json({
          audio: { url: '/media/u1/a.mp3', format: 'mp3', durationSeconds: 1, sampleRate: 22050 },
          creditsUsed: 3,
          remainingCredits: 117,
          model: 'demo',
        }),
      'GET /media/u1/a.mp3': () =>
        new Response(new Uint8Array([0xff, 0xf3]), { headers: { 'content-type': 'audio/mpeg' } }),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { screen } = await renderApp('/generate/voice');
    await textBox(screen).fill('Hello');
    await generateButton(screen).click();
    await screen.getByRole('button', { name: 'Download MP3' }).click();
    await expect.poll(() => names).toEqual([expect.stringMatching(/^lumen-voice-.+\.mp3$/)]);
  });

  test("an empty text: 'Text Required'", async () => {
    signedIn();
    const { screen } = await renderApp('/generate/voice');
    await expect.element(generateButton(screen)).toBeDisabled();
    await textBox(screen).fill('   ');
    await generateButton(screen).click();
    await expect.element(page.getByText('Text Required')).toBeVisible();
  });

  test("402: 'Insufficient Credits', need N more, Top up balance opens the dialog", async () => {
    await generateAnswered(voiceGenerator, 1, () =>
      Response.json({ error: 'insufficient_credits', message: 'x' }, { status: 402 }),
    );
    await expect.element(page.getByText('Insufficient Credits')).toBeVisible();
    await expect
      .element(page.getByText('You need 2 more credits to generate this speech.'))
      .toBeVisible();
    await page.getByRole('button', { name: 'Top up balance' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  test("a failed model: 'Generation Failed' with the server's message", async () => {
    await generateAnswered(voiceGenerator, 120, () =>
      Response.json(
        { error: 'generation_failed', message: 'The demo voice model failed on purpose' },
        { status: 502 },
      ),
    );
    await expect.element(page.getByText('Generation Failed')).toBeVisible();
    await expect.element(page.getByText('The demo voice model failed on purpose')).toBeVisible();
    // The server refunds a failed generation: the toast says the credits are back.
    await expect.element(page.getByText('Your credits for it have been refunded.')).toBeVisible();
  });

  test('Spanish site: the speech language and its voice start as Spanish', async () => {
    const api = signedIn(120, {
      'POST /api/generate/voice': () =>
        Response.json({
          audio: { url: storyAudio(), format: 'mp3', durationSeconds: 1, sampleRate: 8000 },
          creditsUsed: 3,
          remainingCredits: 117,
          model: 'demo',
        }),
    }) as ReturnType<typeof mockApi>;
    const { screen } = await renderApp('/generate/voice', { language: 'es' });
    await screen.getByRole('textbox', { name: 'Texto que se dirá' }).fill('Hola a todos');
    await screen.getByRole('button', { name: 'Generar voz', exact: true }).click();
    await expect
      .poll(() => api.requests.find((r) => r.url.endsWith('/api/generate/voice')))
      .toBeDefined();
    const body = await api.requests
      .find((r) => r.url.endsWith('/api/generate/voice'))!
      .clone()
      .json();
    expect(body).toMatchObject({ language: 'es', voice: defaultVoiceOf('es') });
  });

  test('Spanish site: the screen in Spanish', async () => {
    signedIn();
    const { screen } = await renderApp('/generate/voice', { language: 'es' });
    await expect
      .element(screen.getByRole('heading', { name: 'Texto a voz', level: 1 }))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Generar voz' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
