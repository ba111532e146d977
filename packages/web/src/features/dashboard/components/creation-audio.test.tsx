import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import {
  accountStatsFixture,
  generationFixture,
  meFixture,
  profileFixture,
} from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { axeViolations } from '@/testing/axe';

const spoken = generationFixture(1, {
  id: 'voice-1',
  generation_type: 'voice',
  prompt: 'Welcome to the spring collection',
  cost_credits: 3,
  result_url: '/media/u1/0123456789abcdef0123456789abcdef.wav',
});
const failed = generationFixture(2, {
  generation_type: 'voice',
  status: 'failed',
  prompt: 'Refunded speech',
  cost_credits: 3,
});

function signedIn() {
  localStorage.setItem(tokenStorageKey, 'tok');
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [spoken, failed] }),
    'GET /api/billing-profiles': () => Response.json([]),
  });
}

type Screen = Awaited<ReturnType<typeof renderApp>>['screen'];

async function expectPlayable(scope: Screen | ReturnType<typeof page.getByRole>) {
  // V2 lists the same creation twice (latest tasks and pinned documents).
  const player = scope.getByLabelText('Play: Welcome to the spring collection').first();
  await expect.element(player).toBeInTheDocument();
  expect((player.element() as HTMLAudioElement).src).toMatch(/\/media\/u1\/[0-9a-f]{32}\.wav$/);
  const link = scope
    .getByRole('link', { name: 'Download WAV: Welcome to the spring collection' })
    .first();
  await expect.element(link).toHaveAttribute('download', 'lumen-voice-voice-1.wav');
  await expect.element(link).toHaveAttribute('href', spoken.result_url);
}

describe('voice creations play and download', () => {
  test('the dashboard’s creations list: the completed one only', async () => {
    signedIn();
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expectPlayable(screen);
    await expect.element(screen.getByText('Refunded speech')).toBeVisible();
    expect(screen.getByLabelText('Play: Refunded speech').elements()).toHaveLength(0);
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
    await screen.getByRole('button', { name: 'Details: Welcome to the spring collection' }).click();
    await expectPlayable(page.getByRole('dialog', { name: 'Generation details' }));
  });

  test.each([4, 5])('preview v%i (the creations tab of /dashboard) plays it', async (variant) => {
    signedIn();
    const { screen } = await renderApp(`/preview/dashboard-v${variant}`);
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expectPlayable(screen);
  });
});
