import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { toastQueue } from '../toast/toast-queue';

// Every story of every component, rendered with the preview's decorators (theme, locale), then
// its play function (so hover, focus-visible, pressed and open states are checked too), then axe.
type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

// Story.run() unmounts the previous story itself before mounting the next one.
afterEach(() => {
  toastQueue.clear();
});

const themes = ['light', 'dark'] as const;

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace('../', ''), () => {
    const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
    for (const [name, Story] of stories) {
      for (const theme of themes) {
        it(`${name} (${theme}) has no axe violations`, async () => {
          await Story.run({ globals: { theme, locale: 'en' } });
          expect(document.documentElement.dataset.theme).toBe(theme);
          expect(document.body.querySelector('[data-rac], [class]')).not.toBeNull();
          const results = await axe.run(document.body, {
            resultTypes: ['violations'],
            // Structure and naming do not change with the theme: the dark pass checks contrast.
            ...(theme === 'dark'
              ? { runOnly: { type: 'rule' as const, values: ['color-contrast'] } }
              : { rules: { region: { enabled: false } } }),
          });
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    }
  });
}
