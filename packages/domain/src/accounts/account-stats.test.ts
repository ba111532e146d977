import { describe, expect, it } from 'vitest';
import { initials } from './account-stats';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada king lovelace', 'AL'],
    ['Ada', 'A'],
    ['  grace   hopper  ', 'GH'],
    ['élodie ñúñez', 'ÉÑ'],
    ['', 'U'],
    ['   ', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%j -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
