import { DomainError } from '@lumen/domain';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { GeminiClient, type GeminiOptions } from '../generation/gemini-client';
import { type FakeGemini, startFakeGemini } from './fake-gemini';

/**
 * The Gemini generators' tests run the real @google/genai client against the fake server:
 * started once for the enclosing describe, its log and behaviour emptied before each test.
 * Retries wait milliseconds, so a retried failure does not slow the suite.
 */
export function useFakeGemini({ retryAttempts }: { retryAttempts: number }) {
  let started: FakeGemini | undefined;
  beforeAll(async () => {
    started = await startFakeGemini();
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => started?.reset());
  const fake = (): FakeGemini => {
    if (!started) throw new Error('the fake Gemini server is used before it has started');
    return started;
  };
  return {
    get fake(): FakeGemini {
      return fake();
    },
    client: (options: Partial<GeminiOptions> = {}) =>
      new GeminiClient({
        apiKey: fake().apiKey,
        baseUrl: fake().url,
        retry: { attempts: retryAttempts, initialDelayMs: 5, maxDelayMs: 20 },
        ...options,
      }),
  };
}

/** The DomainError a call fails with; a call that succeeds, or fails otherwise, fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${error}`);
  return error;
}
