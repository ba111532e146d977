import type { GeneratedRewriteData, RewriteGenerationInput, RewriteGenerator } from '@lumen/domain';

/** The demo rewrite model: works offline, so the embedded profile needs no key. */
export class DemoRewriteGenerator implements RewriteGenerator {
  readonly model = 'demo' as const;

  isAvailable(): boolean {
    return true;
  }

  async generate(input: RewriteGenerationInput): Promise<GeneratedRewriteData> {
    return { text: input.prompt };
  }
}
