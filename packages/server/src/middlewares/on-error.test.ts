import { DOMAIN_ERROR_CODES, DomainError } from '@lumen/domain';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppBindings } from '../lib/types';
import { onError } from './on-error';

function answerTo(error: unknown) {
  const app = new Hono<AppBindings>();
  app.get('/', () => {
    throw error;
  });
  app.onError(onError);
  return app.request('/');
}

describe('the one error mapper', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives every domain code a status and the { error, message } body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const code of DOMAIN_ERROR_CODES) {
      const res = await answerTo(new DomainError(code, `message of ${code}`, undefined as never));
      const body = (await res.json()) as { error: string; message: string };
      expect(res.status, code).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cache-control'), code).toBe('no-store');
      if (res.status === 500) {
        // Our own invariants broke: nothing of them reaches the caller.
        expect(body, code).toEqual({ error: 'internal_error', message: 'Internal Server Error' });
      } else {
        expect(body, code).toEqual({ error: code, message: `message of ${code}` });
      }
    }
  });

  it.each([
    ['blocked', 422],
    ['refused', 422],
    ['provider', 502],
    ['timeout', 502],
    ['malformed', 502],
  ] as const)('a generation that failed as %s answers %i', async (kind, status) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await answerTo(new DomainError('generation_failed', 'No image', { kind }));
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: 'generation_failed', message: 'No image' });
  });

  it('a model that is not configured answers 503 with its own code', async () => {
    const res = await answerTo(
      new DomainError('model_unavailable', 'Model gemini is not configured', { model: 'gemini' }),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: 'model_unavailable',
      message: 'Model gemini is not configured',
    });
  });

  it('a provider failure is logged with its cause, which the caller never sees', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await answerTo(
      new DomainError('payment_failed', 'Payment initiation failed', { cause: 'secret internals' }),
    );
    expect(res.status).toBe(502);
    expect(await res.text()).not.toContain('secret internals');
    expect(logged.mock.calls.flat().join(' ')).toContain('secret internals');
  });

  it('validation issues travel in the body; throttles say when to come back', async () => {
    const issues = [{ path: 'currentPassword', message: 'Current password is incorrect' }];
    const invalid = await answerTo(
      new DomainError('validation_error', 'Current password is incorrect', { issues }),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: 'validation_error',
      message: 'Current password is incorrect',
      issues,
    });

    const limited = await answerTo(
      new DomainError('rate_limited', 'Too many attempts', { retryAfterSeconds: 42 }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');

    const inUse = await answerTo(
      new DomainError('idempotency_key_in_use', 'Still running', { retryAfterSeconds: 1 }),
    );
    expect(inUse.status).toBe(409);
    expect(inUse.headers.get('retry-after')).toBe('1');
  });
});
