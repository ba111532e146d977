import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range';

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=100-', 1000, { start: 100, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=990-2000', 1000, { start: 990, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=5-2', 1000, null],
    ['bytes=0-1,5-9', 1000, null],
    ['items=0-1', 1000, null],
    ['bytes=-', 1000, null],
    [undefined, 1000, null],
  ] as const)('%s of %i bytes -> %j', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });
});
