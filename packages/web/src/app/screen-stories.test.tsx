import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Every web screen story (src/**\/*.stories.tsx) composed and run as Storybook would run it:
 * its beforeEach (storage, the mocked API: here msw's handlers answer a stubbed fetch), the app
 * providers decorator, the render and the play function. Each must render the page's main
 * landmark and a heading without throwing.
 */
type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, { run: () => Promise<void> }>).map(
    ([name, story]) => [`${file.replace(/^\.\.?\//, '')} › ${name}`, story] as const,
  ),
);

describe('web screen stories', () => {
  test('there is a story file per screen', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(14);
  });

  test.each(cases)('%s renders', async (_name, story) => {
    await story.run();
    await expect.element(page.getByRole('main')).toBeVisible();
    await expect.element(page.getByRole('heading').first()).toBeVisible();
  });
});
