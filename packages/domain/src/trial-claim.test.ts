import { describe, expect, it } from 'vitest';
import { trialClaimAddress } from './trial-claim';

describe('trialClaimAddress', () => {
  it('folds case, spaces and a +tag, so one mailbox is one trial', () => {
    expect(trialClaimAddress(' Ada@Example.com ')).toBe('ada@example.com');
    expect(trialClaimAddress('ada+again@example.com')).toBe('ada@example.com');
    expect(trialClaimAddress('ADA+a+b@EXAMPLE.COM')).toBe('ada@example.com');
  });

  it('keeps an address whose local part is only a tag, and anything without an @, as it is', () => {
    expect(trialClaimAddress('+x@example.com')).toBe('+x@example.com');
    expect(trialClaimAddress('not-an-address')).toBe('not-an-address');
  });
});
