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

const clip = generationFixture(1, {
  id: 'video-1',
  generation_type: 'video',
  prompt: 'A lighthouse at dusk',
  cost_credits: 5,
  result_url: '/media/u1/0123456789abcdef0123456789abcdef.mp4',
});
const failed = generationFixture(2, {
  generation_type: 'video',
  status: 'failed',
  prompt: 'Refunded clip',
  cost_credits: 5,
});

function signedIn() {
  localStorage.setItem(tokenStorageKey, 'tok');
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [clip, failed] }),
    'GET /api/billing-profiles': () => Response.json([]),
  });
}

type Screen = Awaited<ReturnType<typeof renderApp>>['screen'];

async function expectPlayable(scope: Screen | ReturnType<typeof page.getByRole>) {
  const player = scope.getByLabelText('Play: A lighthouse at dusk').first();
  await expect.element(player).toBeInTheDocument();
  const element = player.element() as HTMLVideoElement;
  expect(element.tagName).toBe('VIDEO');
  expect(element.src).toMatch(/\/media\/u1\/[0-9a-f]{32}\.mp4$/);
  const link = scope.getByRole('link', { name: 'Download MP4: A lighthouse at dusk' }).first();
  await expect.element(link).toHaveAttribute('download', 'lumen-video-video-1.mp4');
  await expect.element(link).toHaveAttribute('href', clip.result_url);
}

describe('video creations play and download', () => {
  test('the dashboard’s creations list: the completed one only, axe clean', async () => {
    signedIn();
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expectPlayable(screen);
    await expect.element(screen.getByText('Refunded clip')).toBeVisible();
    expect(screen.getByLabelText('Play: Refunded clip').elements()).toHaveLength(0);
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
    await screen.getByRole('button', { name: 'Details: A lighthouse at dusk' }).click();
    await expectPlayable(page.getByRole('dialog', { name: 'Generation details' }));
  });

  test.each([4, 5])('preview v%i (the creations tab of /dashboard) plays it', async (variant) => {
    signedIn();
    const { screen } = await renderApp(`/preview/dashboard-v${variant}`);
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expectPlayable(screen);
  });
});
