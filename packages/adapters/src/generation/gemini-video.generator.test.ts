import { isDomainError } from '@lumen/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_VIDEO_BYTES,
  type FakeGeminiVideo,
  startFakeGeminiVideo,
} from '../testing/fake-gemini-video';
import { GeminiClient } from './gemini-client';
import { GeminiVideoGenerator } from './gemini-video.generator';

describe('GeminiVideoGenerator against the local fake (a long-running operation)', () => {
  let fake: FakeGeminiVideo;
  beforeAll(async () => {
    fake = await startFakeGeminiVideo();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.behaviour = 'ok';
    fake.pollsUntilDone = 3;
  });

  // The same client as the other Gemini generators; its retries wait milliseconds here.
  const generator = (timeoutMs = 10_000) =>
    new GeminiVideoGenerator(
      new GeminiClient({
        apiKey: fake.apiKey,
        baseUrl: fake.url,
        videoModel: 'veo-test',
        retry: { attempts: 3, initialDelayMs: 5, maxDelayMs: 20 },
      }),
      { pollIntervalMs: 20, timeoutMs },
    );

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it('starts, polls until done with the reported progress, fetches the file', async () => {
    const progress: number[] = [];
    const clip = await generator().generate(
      {
        prompt: 'a lighthouse at dusk',
        negativePrompt: 'text',
        durationSeconds: 8,
        aspectRatio: '9:16',
      },
      { onProgress: (percent) => progress.push(percent) },
    );
    expect(clip).toMatchObject({
      contentType: 'video/mp4',
      durationSeconds: 8,
      width: 720,
      height: 1280,
    });
    expect(Buffer.from(clip.bytes).equals(Buffer.from(FAKE_VIDEO_BYTES))).toBe(true);
    expect(fake.requests.map((r) => `${r.method} ${r.path.replace(/op\d+/, 'op')}`)).toEqual([
      'POST /v1beta/models/veo-test:predictLongRunning',
      'GET /v1beta/models/veo-test/operations/op',
      'GET /v1beta/models/veo-test/operations/op',
      'GET /v1beta/models/veo-test/operations/op',
      'GET /v1beta/files/op:download',
    ]);
    expect(fake.requests[0]?.body).toEqual({
      instances: [{ prompt: 'a lighthouse at dusk' }],
      parameters: {
        aspectRatio: '9:16',
        durationSeconds: 8,
        sampleCount: 1,
        negativePrompt: 'text',
      },
    });
    expect(progress).toEqual([1, 30, 60, 99]);
  });

  it('an operation that ends with an error is a generation failure', async () => {
    fake.behaviour = 'error';
    const failure = await failureOf(
      generator().generate({ prompt: 'a storm', durationSeconds: 4, aspectRatio: '16:9' }),
    );
    expect(isDomainError(failure) && failure.code).toBe('generation_failed');
    expect(isDomainError(failure) && failure.message).toContain('Video rendering failed');
  });

  it('a filtered clip is a refusal (blocked)', async () => {
    fake.behaviour = 'filtered';
    const failure = await failureOf(
      generator().generate({ prompt: 'a storm', durationSeconds: 4, aspectRatio: '16:9' }),
    );
    expect(isDomainError(failure) && failure.details).toMatchObject({ kind: 'blocked' });
  });

  it('an operation that never finishes times out', async () => {
    fake.behaviour = 'never';
    const failure = await failureOf(
      generator(300).generate({ prompt: 'a storm', durationSeconds: 4, aspectRatio: '16:9' }),
    );
    expect(isDomainError(failure) && failure.details).toMatchObject({ kind: 'timeout' });
  });

  it('a 5xx at the start is retried under the client’s policy, then a provider failure', async () => {
    fake.behaviour = { status: 503 };
    const failure = await failureOf(
      generator().generate({ prompt: 'a storm', durationSeconds: 4, aspectRatio: '16:9' }),
    );
    expect(isDomainError(failure) && failure.details).toMatchObject({
      kind: 'provider',
      status: 503,
    });
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(3);
  });
});
