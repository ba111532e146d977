import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoForeignErrors, visibleErrorTexts } from '@/testing/catalogue-texts';
import { modelsAnswer, signedInWith } from '@/testing/generators';
import { renderApp } from '@/testing/render-app';

// The four generators' prompt boxes (prompt, negative prompt, text to speak) too short and too
// long, in both languages: every message they show is the catalogue's.
const routes = ['/image-generator', '/text-generator', '/generate/voice', '/generate/video'];
const cases = (['en', 'es'] as const).flatMap((language) =>
  routes.map((route) => [route, language] as const),
);

describe("the generators' prompts speak the catalogue", () => {
  test.each(cases)('%s in %s: empty, too short and too long', async (route, language) => {
    signedInWith(120, {
      'GET /api/models': () =>
        modelsAnswer({ image: false, text: false, voice: false, video: false }),
    });
    await renderApp(route, { language });
    await expect.element(page.getByRole('textbox').first()).toBeVisible();
    const areas = [...document.querySelectorAll('textarea')];
    const boxes = areas.map((box) => page.elementLocator(box));
    // A box that stops typing at its limit cannot be too long.
    const unbounded = areas.filter((box) => !box.hasAttribute('maxlength')).length;
    expect(boxes.length).toBeGreaterThan(0);
    for (const [value, minimum] of [
      // Too short for an image or a video; enough for a text or a voice.
      ['a', 0],
      ['', 1],
      ['x'.repeat(5001), unbounded],
    ] as const) {
      for (const box of boxes) {
        await box.fill(value);
        await userEvent.tab();
      }
      await expect.poll(() => visibleErrorTexts().length).toBeGreaterThanOrEqual(minimum);
      expectNoForeignErrors(language);
    }
  });
});
