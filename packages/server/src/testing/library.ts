import { expect } from 'vitest';
import { grant } from './commerce';
import { call } from './http';
import type { TestApp } from './test-app';

/** What a user's library holds after `fillLibrary`: one of each kind of item. */
export interface FilledLibrary {
  /** The completed image generation (demo model) and its image's media URL. */
  readonly generationId: string;
  readonly imageUrl: string;
  /** That image, saved to the gallery. */
  readonly imageId: string;
  readonly textId: string;
  readonly textContent: string;
}

/**
 * Generates one image (demo model, credits granted for it), saves it to the gallery and saves
 * one text, through the API as the screens do.
 */
export async function fillLibrary(
  t: TestApp,
  user: { token: string; userId: string },
  prompt = 'a lighthouse at dusk',
): Promise<FilledLibrary> {
  await grant(t, user.userId, 10);
  const generated = await call(t, 'POST', '/api/generate/image', {
    token: user.token,
    json: { prompt, model: 'demo', size: '512x512', style: 'cartoon', count: 1 },
  });
  expect(generated.status, generated.text).toBe(200);
  const imageUrl = generated.body.images[0] as string;
  const generations = await call(t, 'GET', '/api/generations', { token: user.token });
  // Newest first: the one just made.
  const generation = (generations.body.generations as { id: string; prompt: string }[])[0];
  expect(generation?.prompt).toBe(prompt);
  const saved = await call(t, 'POST', '/api/images/save', {
    token: user.token,
    json: { imageUrls: [{ url: imageUrl }], settings: {} },
  });
  expect(saved.status, saved.text).toBe(201);
  const textContent = `Dear team,\n\nthe launch of ${prompt} is on Friday.`;
  const text = await call(t, 'POST', '/api/texts/save', {
    token: user.token,
    json: {
      content: textContent,
      prompt: `announce ${prompt}`,
      textType: 'email',
      textLength: 'short',
      writingStyle: 'professional',
      outputLanguage: 'english',
    },
  });
  expect(text.status, text.text).toBe(201);
  return {
    generationId: generation?.id ?? '',
    imageUrl,
    imageId: saved.body.images[0]?.id as string,
    textId: text.body.id as string,
    textContent,
  };
}
