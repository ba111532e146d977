import type { Generator, Generators } from '@lumen/domain';
import { DemoEditGenerator } from './demo-edit.generator';
import { DemoImageGenerator } from './demo-image.generator';
import { DemoRewriteGenerator } from './demo-rewrite.generator';
import { DemoTextGenerator } from './demo-text.generator';
import { DemoVariationGenerator } from './demo-variation.generator';
import { DemoVideoGenerator } from './demo-video.generator';
import { DemoVoiceGenerator } from './demo-voice.generator';
import type { GeminiClient } from './gemini-client';
import { GeminiEditGenerator, GeminiVariationGenerator } from './gemini-from-source.generator';
import { GeminiImageGenerator } from './gemini-image.generator';
import { GeminiRewriteGenerator } from './gemini-rewrite.generator';
import { GeminiTextGenerator } from './gemini-text.generator';
import { GeminiVideoGenerator, type GeminiVideoOptions } from './gemini-video.generator';
import { GeminiVoiceGenerator } from './gemini-voice.generator';
import { UnavailableGenerator } from './unavailable.generator';

export interface KindGeneratorSettings {
  /** The Gemini client when a key is configured; without one gemini is listed as unavailable. */
  readonly gemini?: GeminiClient | undefined;
  /** The demo text model's pause before each streamed word. */
  readonly demoTextWordDelayMs?: number | undefined;
  readonly geminiVideo?: GeminiVideoOptions | undefined;
}

/**
 * Every model of every kind (`generation/kinds.ts` in the domain), in the order GET /api/models
 * lists them: the one table a new kind's models are added to (the server's container takes it
 * whole). Gemini is listed, as unavailable, even without a key.
 */
export function kindGenerators(settings: KindGeneratorSettings = {}): Generators {
  const { gemini } = settings;
  const geminiOr = <G extends Generator<never, unknown, 'gemini'>>(
    make: (client: GeminiClient) => G,
  ): G | UnavailableGenerator<'gemini'> =>
    gemini ? make(gemini) : new UnavailableGenerator('gemini');
  return {
    image: [new DemoImageGenerator(), geminiOr((client) => new GeminiImageGenerator(client))],
    text: [
      geminiOr((client) => new GeminiTextGenerator(client)),
      new DemoTextGenerator({ wordDelayMs: settings.demoTextWordDelayMs }),
    ],
    voice: [new DemoVoiceGenerator(), geminiOr((client) => new GeminiVoiceGenerator(client))],
    video: [
      new DemoVideoGenerator(),
      geminiOr((client) => new GeminiVideoGenerator(client, settings.geminiVideo)),
    ],
    edit: [new DemoEditGenerator(), geminiOr((client) => new GeminiEditGenerator(client))],
    variation: [
      new DemoVariationGenerator(),
      geminiOr((client) => new GeminiVariationGenerator(client)),
    ],
    rewrite: [new DemoRewriteGenerator(), geminiOr((client) => new GeminiRewriteGenerator(client))],
  };
}
