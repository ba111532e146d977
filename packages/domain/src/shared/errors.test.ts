import { describe, expect, it } from 'vitest';
import {
  DomainError,
  domainErr,
  err,
  insufficientCredits,
  isDomainError,
  ok,
  unwrap,
} from './errors';

describe('DomainError and Result', () => {
  it('carries a stable code, a message and details', () => {
    const error = new DomainError('conflict', 'No such order', { orderId: 'o1' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('conflict');
    expect(error.is('conflict')).toBe(true);
    expect(error.is('not_found')).toBe(false);
    expect(error.message).toBe('No such order');
    expect(error.details).toEqual({ orderId: 'o1' });
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('builds results', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err('e')).toEqual({ ok: false, error: 'e' });
    const failed = domainErr('conflict', 'Taken');
    expect(failed.ok).toBe(false);
    expect(failed.error.code).toBe('conflict');
    expect(unwrap(ok(2))).toBe(2);
    expect(() => unwrap(failed)).toThrow('Taken');
  });

  it.each([
    [5, 3, 'Insufficient credits: need 2 more credits', 2],
    [4, 0, 'Insufficient credits: need 4 more credits', 4],
    [1, 5, 'Insufficient credits: need 0 more credits', 0],
  ])('insufficientCredits(%i, %i)', (required, available, message, shortfall) => {
    const error = insufficientCredits(required, available);
    expect(error.code).toBe('insufficient_credits');
    expect(error.message).toBe(message);
    expect(error.message).toContain('Insufficient credits');
    expect(error.details).toEqual({ required, available, shortfall });
  });
});
