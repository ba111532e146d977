import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations } from '@/testing/axe';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { modelsAnswer, signedInWith } from '@/testing/generators';

const models = () => modelsAnswer({ video: false });

function signedIn(credits = 120, overrides: Record<string, Handler> = {}) {
  return signedInWith(credits, { 'GET /api/models': () => models(), ...overrides });
}

/** A job that answers `answers` in turn (the last one again once they run out). */
function generationAnswers(...answers: Record<string, unknown>[]): Handler {
  let index = 0;
  return () => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    return Response.json({ id: 'gen-1', type: 'video', creditsUsed: 5, ...answer });
  };
}

const started = () => Response.json({ generationId: 'gen-1' }, { status: 202 });

async function fillAndGenerate(screen: Awaited<ReturnType<typeof renderApp>>['screen']) {
  await screen.getByRole('textbox', { name: 'Prompt', exact: true }).fill('A lighthouse at dusk');
  await screen.getByRole('button', { name: 'Generate video' }).click();
}

describe('video generator', () => {
  test('signed out: the sign-in link instead of Generate', async () => {
    mockApi({ 'GET /api/models': () => models() });
    const { screen } = await renderApp('/generate/video');
    await expect
      .element(screen.getByRole('heading', { name: 'Video Generator', level: 1 }))
      .toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Sign in to generate' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Generate video' }))
      .not.toBeInTheDocument();
  });

  test('the cost follows the duration (5 per 4 seconds); gemini is unavailable with a reason', async () => {
    signedIn(120);
    const { screen } = await renderApp('/generate/video');
    const cost = screen.getByTestId('video-cost');
    await expect.element(cost).toMatchTextContent('5 credits');
    await expect.element(screen.getByTestId('video-balance-after')).toMatchTextContent('115');
    await screen.getByRole('radio', { name: '8 seconds' }).click();
    await expect.element(cost).toMatchTextContent('10 credits');
    await expect.element(screen.getByRole('radio', { name: 'Gemini' })).toBeDisabled();
    await expect
      .element(screen.getByText('Gemini is unavailable: it is not configured on this server.'))
      .toBeVisible();
  });

  test('starts, shows the real progress, then plays the video with an MP4 download', async () => {
    const { requests } = signedIn(120, {
      'POST /api/generate/video': started,
      'GET /api/generations/gen-1': generationAnswers(
        { status: 'pending', progress: 0 },
        { status: 'pending', progress: 42 },
        {
          status: 'completed',
          progress: 100,
          video: { url: '/media/u1/clip.mp4', durationSeconds: 4, width: 960, height: 540 },
        },
      ),
    });
    const { screen } = await renderApp('/generate/video');
    await screen.getByRole('radio', { name: '9:16 portrait' }).click();
    await fillAndGenerate(screen);
    await expect.element(screen.getByText('Creating your video…')).toBeVisible();
    await expect
      .element(
        screen.getByText('5 credits are reserved for this video; they come back if it fails.'),
      )
      .toBeVisible();
    await expect
      .element(screen.getByRole('progressbar', { name: 'Video progress' }))
      .toHaveAttribute('aria-valuenow', '42');
    await expect.element(screen.getByText('Your video is ready')).toBeVisible();
    await expect
      .element(screen.getByRole('progressbar', { name: 'Video progress' }))
      .toHaveAttribute('aria-valuenow', '100');
    await expect.element(screen.getByText('5 credits were charged for this video.')).toBeVisible();
    const player = screen.getByLabelText('Video: A lighthouse at dusk');
    await expect.element(player).toBeInTheDocument();
    expect(player.element().getAttribute('src')).toBe('/media/u1/clip.mp4');
    const download = screen.getByRole('link', { name: 'Download MP4' });
    await expect.element(download).toHaveAttribute('href', '/media/u1/clip.mp4');
    await expect.element(download).toHaveAttribute('download', 'lumen-video-gen-1.mp4');
    const body = await requests
      .find((r) => r.url.endsWith('/api/generate/video'))!
      .clone()
      .json();
    expect(body).toEqual({
      prompt: 'A lighthouse at dusk',
      durationSeconds: 4,
      aspectRatio: '9:16',
      model: 'demo',
    });
  });

  test("focus moves to the finished video, as it does to every kind's result", async () => {
    signedIn(120, {
      'POST /api/generate/video': started,
      'GET /api/generations/gen-1': generationAnswers(
        { status: 'pending', progress: 0 },
        {
          status: 'completed',
          progress: 100,
          video: { url: '/media/u1/clip.mp4', durationSeconds: 4, width: 960, height: 540 },
        },
      ),
    });
    const { screen } = await renderApp('/generate/video');
    await fillAndGenerate(screen);
    await expect.element(screen.getByRole('link', { name: 'Download MP4' })).toBeVisible();
    // A keyboard or screen-reader user lands on the video, not back on the form.
    await expect
      .poll(() => document.activeElement?.getAttribute('data-testid'))
      .toBe('video-result');
    expect(
      document.activeElement?.contains(screen.getByText('Your video', { exact: true }).element()),
    ).toBe(true);
  });

  test('a failed job: the failure card, refunded, and the toast with its message', async () => {
    signedIn(120, {
      'POST /api/generate/video': started,
      'GET /api/generations/gen-1': generationAnswers({
        status: 'failed',
        progress: 0,
        error: { code: 'generation_failed', message: 'The encoder crashed' },
      }),
    });
    const { screen } = await renderApp('/generate/video');
    await fillAndGenerate(screen);
    await expect.element(screen.getByText('The video could not be made')).toBeVisible();
    await expect.element(screen.getByText('Your credits for it have been refunded.')).toBeVisible();
    await expect.element(page.getByText('Generation Failed')).toBeVisible();
    await expect.element(page.getByText('The encoder crashed').first()).toBeVisible();
  });

  test('a timed-out job says so', async () => {
    signedIn(120, {
      'POST /api/generate/video': started,
      'GET /api/generations/gen-1': generationAnswers({
        status: 'failed',
        progress: 0,
        error: { code: 'generation_failed', kind: 'timeout', message: 'Generation timed out' },
      }),
    });
    const { screen } = await renderApp('/generate/video');
    await fillAndGenerate(screen);
    await expect
      .element(screen.getByText('The video took too long and was stopped.').first())
      .toBeVisible();
  });

  test("402: 'Insufficient Credits' toast whose Top up action opens the top-up dialog", async () => {
    signedIn(1, {
      'POST /api/generate/video': () =>
        Response.json(
          { error: 'insufficient_credits', message: 'Insufficient credits: need 4 more credits' },
          { status: 402 },
        ),
    });
    const { screen } = await renderApp('/generate/video');
    await expect.element(screen.getByText('You need 4 more credits for this video.')).toBeVisible();
    await fillAndGenerate(screen);
    await expect.element(page.getByText('Insufficient Credits')).toBeVisible();
    await page.getByRole('button', { name: 'Top up balance' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  test('Prompt Required for a blank prompt', async () => {
    signedIn();
    const { screen } = await renderApp('/generate/video');
    await screen.getByRole('textbox', { name: 'Prompt', exact: true }).fill('   ');
    await screen.getByRole('button', { name: 'Generate video' }).click();
    await expect.element(page.getByText('Prompt Required')).toBeVisible();
    await expect
      .element(page.getByText('Please enter a description for your video.'))
      .toBeVisible();
  });

  test.each(['en', 'es'] as const)(
    'no axe violations: form, progress, result (%s)',
    async (language) => {
      signedIn(120, {
        'POST /api/generate/video': started,
        'GET /api/generations/gen-1': generationAnswers(
          { status: 'pending', progress: 30 },
          { status: 'pending', progress: 30 },
          {
            status: 'completed',
            progress: 100,
            video: { url: '/media/u1/clip.mp4', durationSeconds: 4, width: 960, height: 540 },
          },
        ),
      });
      const { screen } = await renderApp('/generate/video', { language });
      await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations()).toEqual([]);
      await screen
        .getByRole('textbox', { name: language === 'en' ? 'Prompt' : 'Descripción', exact: true })
        .fill('A lighthouse at dusk');
      await screen
        .getByRole('button', { name: language === 'en' ? 'Generate video' : 'Generar vídeo' })
        .click();
      await expect
        .element(
          screen.getByRole('progressbar', {
            name: language === 'en' ? 'Video progress' : 'Progreso del vídeo',
          }),
        )
        .toBeVisible();
      expect(await axeViolations()).toEqual([]);
      await expect.element(screen.getByRole('link', { name: /MP4/ })).toBeVisible();
      expect(await axeViolations()).toEqual([]);
    },
  );
});
