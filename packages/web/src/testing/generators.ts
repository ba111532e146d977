import type { Locator } from 'vitest/browser';
import { type Handler, serveBackend } from './mock-api';
import { renderApp } from './render-app';

type ModelKind = 'image' | 'text' | 'voice' | 'video';
type Screen = Awaited<ReturnType<typeof renderApp>>['screen'];

/**
 * GET /api/models as a generator's test needs it: image and text always list the demo model;
 * each kind named here lists the demo model and Gemini, available or not.
 */
export function modelsAnswer(gemini: Partial<Record<ModelKind, boolean>>): Response {
  const body: Partial<Record<ModelKind, { id: string; available: boolean }[]>> = {};
  for (const kind of ['image', 'text', 'voice', 'video'] as const) {
    const withGemini = gemini[kind];
    if (withGemini !== undefined) {
      body[kind] = [
        { id: 'demo', available: true },
        { id: 'gemini', available: withGemini },
      ];
    } else if (kind === 'image' || kind === 'text') {
      body[kind] = [{ id: 'demo', available: true }];
    }
  }
  return Response.json(body);
}

/** Signed in with this many credits; these handlers answer before the in-memory backend. */
export function signedInWith(credits: number, handlers: Record<string, Handler>) {
  return serveBackend({ balance: credits }, handlers);
}

/** How a generator's test reaches its screen, its prompt and its Generate button. */
export interface GeneratorUnderTest {
  route: string;
  /** The generate call, as mockApi names it ('POST /api/generate/voice'). */
  endpoint: string;
  /** Signs in with the credits; the overrides answer beside the generator's own handlers. */
  signedIn: (credits: number, overrides: Record<string, Handler>) => unknown;
  prompt: (screen: Screen) => Locator;
  /** A prompt the form accepts. */
  sample: string;
  generate: (screen: Screen) => Locator;
}

/** Signed in with `credits`, writes the sample prompt and presses Generate; the call answers `answer`. */
export async function generateAnswered(
  generator: GeneratorUnderTest,
  credits: number,
  answer: Handler,
): Promise<Screen> {
  generator.signedIn(credits, { [generator.endpoint]: answer });
  const { screen } = await renderApp(generator.route);
  await generator.prompt(screen).fill(generator.sample);
  await generator.generate(screen).click();
  return screen;
}
