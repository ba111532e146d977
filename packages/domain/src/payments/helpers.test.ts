import { describe, expect, it } from 'vitest';
import { makeOrderId, orderIdSuffix, shortOrderId } from './order-id';
import {
  AUTH_EXPIRED_MESSAGE,
  PAYMENT_TIMEOUT_MESSAGE,
  paymentPollingDelayMs,
} from './payment-polling';

describe('order ids', () => {
  it('are order_<ms>_<random>', () => {
    expect(makeOrderId(new Date(1_700_000_000_000), 'ab12')).toBe('order_1700000000000_ab12');
    expect(() => makeOrderId(new Date(0), 'a_b')).toThrow(RangeError);
  });

  it.each([
    ['order_1700000000000_ab12', '1700000000000_ab12', '1700000000000'],
    ['cs_test_abc', 'test_abc', 'test'],
    ['plain', 'plain', 'plain'],
    ['a_', '', ''],
  ])('%s: suffix %j, short %j', (orderId, suffix, short) => {
    expect(orderIdSuffix(orderId)).toBe(suffix);
    expect(shortOrderId(orderId)).toBe(short);
  });
});

describe('payment polling schedule (SPEC §4)', () => {
  it.each([
    [1, 1000],
    [5, 1000],
    [6, 2000],
    [15, 2000],
    [16, 3000],
    [30, 3000],
    [31, null],
    [0, null],
    [-1, null],
    [2.5, null],
  ])('attempt %d waits %j ms', (attempt, delay) => {
    expect(paymentPollingDelayMs(attempt)).toBe(delay);
  });

  it('totals 5 s + 20 s + 45 s over 30 attempts', () => {
    let total = 0;
    for (let attempt = 1; attempt <= 30; attempt++) total += paymentPollingDelayMs(attempt) ?? 0;
    expect(total).toBe(70_000);
  });

  it('has the spec messages', () => {
    expect(PAYMENT_TIMEOUT_MESSAGE).toBe(
      'Payment verification timeout - please check your balance manually',
    );
    expect(AUTH_EXPIRED_MESSAGE).toBe('Authentication expired. Please log in again.');
  });
});
