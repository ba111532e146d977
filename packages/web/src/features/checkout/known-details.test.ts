import { describe, expect, test } from 'vitest';
import { billingProfileFixture } from '@/testing/billing';
import { profileFixture } from '@/testing/fixtures';
import { knownDetails } from './known-details';

// The fixture as the API types it (is_default is 0 or 1).
const billing = { ...billingProfileFixture, is_default: 1 as const };

describe('knownDetails', () => {
  test('the profile and the default billing profile (else the first); nothing unknown', () => {
    const other = { ...billing, city: 'Bath', is_default: 0 as const };
    expect(knownDetails(profileFixture(), [other, billing])).toEqual({
      fullName: 'Ada Byron Lovelace',
      email: 'ada@example.com',
      country: 'GB',
      city: 'London',
      address: '12 St James Square',
      zipCode: 'SW1Y 4JH',
    });
    expect(knownDetails(undefined, [other]).city).toBe('Bath');
    expect(knownDetails(undefined, undefined)).toEqual({});
  });

  test('a country stored by name (older data) becomes its code; an unknown one is left out', () => {
    const named = { ...billing, country: 'United Kingdom' };
    expect(knownDetails(undefined, [named]).country).toBe('GB');
    const unknown = { ...billing, country: 'Atlantis' };
    expect(knownDetails(undefined, [unknown])).not.toHaveProperty('country');
  });
});
