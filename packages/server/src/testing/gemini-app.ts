import { type FakeGemini, startFakeGemini } from '@lumen/adapters/testing';
import { createTestApp, type TestApp, type TestDialect } from './test-app';

/** A gemini image request as the image screen sends it (two upscaled 16:9 pictures). */
export const geminiImage = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'a lighthouse on a cliff at dawn',
  negativePrompt: 'people',
  style: 'vintage',
  aspectRatio: '16:9',
  creativity: 12,
  count: 2,
  targetSize: 512,
  upscale: true,
  styleTransfer: false,
  ...overrides,
});

/** The real composition root with the gemini model pointed at a local fake (3 s deadline). */
export async function createGeminiTestApp(
  dialect: TestDialect,
): Promise<{ t: TestApp; fake: FakeGemini; close(): Promise<void> }> {
  const fake = await startFakeGemini();
  const t = await createTestApp(dialect, {
    env: {
      GEMINI_API_KEY: fake.apiKey,
      GEMINI_API_BASE_URL: fake.url,
      GEMINI_TIMEOUT_MS: '3000',
    },
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
