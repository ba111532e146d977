import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import {
  accountStatsFixture,
  generationFixture,
  meFixture,
  profileFixture,
} from '@/testing/fixtures';
import { axeViolations } from '@/testing/axe';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Per kind: a completed creation with its file, a failed (refunded) one, and what to expect. */
const kinds = [
  {
    kind: 'voice',
    completed: generationFixture(1, {
      id: 'voice-1',
      generation_type: 'voice',
      prompt: 'Welcome to the spring collection',
      cost_credits: 3,
      result_url: '/media/u1/0123456789abcdef0123456789abcdef.wav',
    }),
    failed: generationFixture(2, {
      generation_type: 'voice',
      status: 'failed',
      prompt: 'Refunded speech',
      cost_credits: 3,
    }),
    tagName: 'AUDIO',
    src: /\/media\/u1\/[0-9a-f]{32}\.wav$/,
    format: 'WAV',
    download: 'lumen-voice-voice-1.wav',
  },
  {
    kind: 'video',
    completed: generationFixture(1, {
      id: 'video-1',
      generation_type: 'video',
      prompt: 'A lighthouse at dusk',
      cost_credits: 5,
      result_url: '/media/u1/0123456789abcdef0123456789abcdef.mp4',
    }),
    failed: generationFixture(2, {
      generation_type: 'video',
      status: 'failed',
      prompt: 'Refunded clip',
      cost_credits: 5,
    }),
    tagName: 'VIDEO',
    src: /\/media\/u1\/[0-9a-f]{32}\.mp4$/,
    format: 'MP4',
    download: 'lumen-video-video-1.mp4',
  },
] as const;

type Kind = (typeof kinds)[number];
type Screen = Awaited<ReturnType<typeof renderApp>>['screen'];

describe.each(kinds)('$kind creations play and download', (kind: Kind) => {
  const { completed, failed } = kind;

  function signedIn() {
    localStorage.setItem(tokenStorageKey, 'tok');
    mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/profile': () => Response.json(profileFixture()),
      'GET /api/transactions': () => Response.json({ transactions: [] }),
      'GET /api/account/stats': () => Response.json(accountStatsFixture()),
      'GET /api/generations': () => Response.json({ generations: [completed, failed] }),
      'GET /api/billing-profiles': () => Response.json([]),
    });
  }

  async function expectPlayable(scope: Screen | ReturnType<typeof page.getByRole>) {
    // V2 lists the same creation twice (latest tasks and pinned documents).
    const player = scope.getByLabelText(`Play: ${completed.prompt}`).first();
    await expect.element(player).toBeInTheDocument();
    const element = player.element() as HTMLMediaElement;
    expect(element.tagName).toBe(kind.tagName);
    expect(element.src).toMatch(kind.src);
    const link = scope
      .getByRole('link', { name: `Download ${kind.format}: ${completed.prompt}` })
      .first();
    await expect.element(link).toHaveAttribute('download', kind.download);
    await expect.element(link).toHaveAttribute('href', completed.result_url);
  }

  test('the dashboard’s creations list: the completed one only, axe clean', async () => {
    signedIn();
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expectPlayable(screen);
    await expect.element(screen.getByText(failed.prompt)).toBeVisible();
    expect(screen.getByLabelText(`Play: ${failed.prompt}`).elements()).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  test.each([1, 2])('preview v%i lists it with its player', async (variant) => {
    signedIn();
    const { screen } = await renderApp(`/preview/dashboard-v${variant}`);
    if (variant === 1) await screen.getByRole('tab', { name: 'Creations' }).click();
    await expectPlayable(screen);
  });

  test('preview v3: the Details dialog plays it', async () => {
    signedIn();
    const { screen } = await renderApp('/preview/dashboard-v3');
    await screen.getByRole('button', { name: `Details: ${completed.prompt}` }).click();
    await expectPlayable(page.getByRole('dialog', { name: 'Generation details' }));
  });

  test.each([4, 5])('preview v%i (the creations tab of /dashboard) plays it', async (variant) => {
    signedIn();
    const { screen } = await renderApp(`/preview/dashboard-v${variant}`);
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expectPlayable(screen);
  });
});
