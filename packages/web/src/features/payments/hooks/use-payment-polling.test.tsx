import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { createQueryClient } from '@/lib/react-query';
import { mockApi } from '@/testing/mock-api';
import { AUTH_EXPIRED_MESSAGE, TIMEOUT_MESSAGE, usePaymentPolling } from './use-payment-polling';

const status = (credited: boolean) =>
  Response.json({
    orderId: 'o1',
    status: credited ? 'completed' : 'pending',
    credited,
    credits: 150,
    credits_balance: 270,
  });

// Reading a Response body takes real browser tasks, so each fake-timer step lets a few pass.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const flush = () => new Promise((resolve) => realSetTimeout(resolve, 0));
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await vi.advanceTimersByTimeAsync(Math.min(100, left));
    for (let i = 0; i < 2; i++) await flush();
  }
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('usePaymentPolling', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    // react-query hands each answer to React on a setTimeout(0), which fake timers would hold
    // until the next step: a microtask lets an answer show within the step it arrived in.
    notifyManager.setScheduler(queueMicrotask);
  });
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
  });

  test('starts after 100 ms, follows the schedule, and times out after 30 attempts', async () => {
    const t0 = Date.now();
    const times: number[] = [];
    const { fetchMock } = mockApi({
      'GET /api/payments/status': () => {
        times.push(Date.now() - t0);
        return status(false);
      },
    });
    const { result } = await renderHook(() => usePaymentPolling({ orderId: 'o1' }, true), {
      wrapper,
    });
    const calls = () => times.length;
    await advance(99);
    expect(calls()).toBe(0);
    await advance(1);
    expect(calls()).toBe(1);
    const first = fetchMock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.url.includes('/api/payments/status'));
    expect(new URL(first!.url).search).toBe('?orderId=o1');
    await advance(4000); // t = 4100: attempts at 100, 1100 … 4100
    expect(calls()).toBe(5);
    await advance(1999);
    expect(calls()).toBe(5);
    await advance(1); // t = 6100: attempt 6, 2 s after the 5th
    expect(calls()).toBe(6);
    await advance(9 * 2000); // t = 24100: attempt 15
    expect(calls()).toBe(15);
    await advance(2999);
    expect(calls()).toBe(15);
    await advance(1); // t = 27100: attempt 16, 3 s after the 15th
    expect(calls()).toBe(16);
    expect(result.current).toEqual({ phase: 'verifying', attempts: 16 });
    await advance(14 * 3000); // attempt 30
    expect(calls()).toBe(30);
    expect(result.current).toEqual({
      phase: 'timeout',
      attempts: 30,
      error: TIMEOUT_MESSAGE,
      orderId: 'o1',
    });
    await advance(10_000);
    expect(calls()).toBe(30);
  }, 60_000);

  test('stops as soon as the payment is credited', async () => {
    let n = 0;
    const { fetchMock } = mockApi({ 'GET /api/payments/status': () => status(++n >= 3) });
    const { result } = await renderHook(() => usePaymentPolling({ orderId: 'o1' }, true), {
      wrapper,
    });
    await advance(100 + 2000);
    const statusCalls = () =>
      fetchMock.mock.calls.filter(([r]) => (r as Request).url.includes('/payments/status')).length;
    expect(statusCalls()).toBe(3);
    expect(result.current.phase).toBe('success');
    await advance(10_000);
    expect(statusCalls()).toBe(3);
  });

  test('a 401 stops polling with the authentication message', async () => {
    const { fetchMock } = mockApi({
      'GET /api/payments/status': () => new Response('{}', { status: 401 }),
    });
    const { result } = await renderHook(() => usePaymentPolling({ orderId: 'o1' }, true), {
      wrapper,
    });
    await advance(5000);
    expect(fetchMock.mock.calls.length).toBe(1);
    expect(result.current).toEqual({
      phase: 'unauthorized',
      attempts: 1,
      error: AUTH_EXPIRED_MESSAGE,
    });
  });

  test.each([404, 400])('a %i stops polling at once (asking again cannot help)', async (code) => {
    const { fetchMock } = mockApi({
      'GET /api/payments/status': () =>
        Response.json({ error: 'not_found', message: 'Order not found' }, { status: code }),
    });
    const { result } = await renderHook(() => usePaymentPolling({ orderId: 'o1' }, true), {
      wrapper,
    });
    await advance(5000);
    expect(fetchMock.mock.calls.length).toBe(1);
    expect(result.current).toEqual({ phase: 'rejected', attempts: 1, status: code });
  });

  test('a 5xx is retried on the schedule', async () => {
    let n = 0;
    mockApi({
      'GET /api/payments/status': () =>
        ++n === 1 ? Response.json({ error: 'internal_error' }, { status: 500 }) : status(true),
    });
    const { result } = await renderHook(() => usePaymentPolling({ orderId: 'o1' }, true), {
      wrapper,
    });
    // Generous: once credited the polling stops, so extra time cannot add questions.
    await advance(100 + 5000);
    expect(n).toBe(2);
    expect(result.current.phase).toBe('success');
  });

  test('a return with only the session id asks by it, and learns the order id', async () => {
    const { fetchMock } = mockApi({ 'GET /api/payments/status': () => status(false) });
    const { result } = await renderHook(() => usePaymentPolling({ sessionId: 'cs_test_1' }, true), {
      wrapper,
    });
    await advance(100);
    const first = fetchMock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.url.includes('/api/payments/status'));
    expect(new URL(first!.url).search).toBe('?sessionId=cs_test_1');
    await advance(80_000);
    expect(result.current).toMatchObject({ phase: 'timeout', orderId: 'o1' });
  }, 60_000);

  test('does nothing while disabled', async () => {
    const { fetchMock } = mockApi({ 'GET /api/payments/status': () => status(true) });
    await renderHook(() => usePaymentPolling({}, false), { wrapper });
    await advance(5000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
