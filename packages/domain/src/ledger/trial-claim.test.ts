import { describe, expect, it } from 'vitest';
import { trialClaimAddress } from './trial-claim';

describe('trialClaimAddress', () => {
  it('folds case, spaces and a +tag, so one mailbox is one trial', () => {
    expect(trialClaimAddress(' Ada@Example.com ')).toBe('ada@example.com');
    expect(trialClaimAddress('ada+again@example.com')).toBe('ada@example.com');
    expect(trialClaimAddress('ADA+a+b@EXAMPLE.COM')).toBe('ada@example.com');
  });

  it('drops the dots of a Gmail local part, where they reach the same mailbox', () => {
    expect(trialClaimAddress('d.el@gmail.com')).toBe('del@gmail.com');
    expect(trialClaimAddress('D.E.L+x@GMail.com')).toBe('del@gmail.com');
    expect(trialClaimAddress('.del.@gmail.com')).toBe('del@gmail.com');
  });

  it('counts googlemail.com as gmail.com, dots and all', () => {
    expect(trialClaimAddress('d.el@googlemail.com')).toBe('del@gmail.com');
    expect(trialClaimAddress('del+1@GoogleMail.com')).toBe('del@gmail.com');
  });

  it('keeps the dots of providers where they name another mailbox', () => {
    expect(trialClaimAddress('d.el@example.com')).toBe('d.el@example.com');
    expect(trialClaimAddress('d.el@gmail.com.example.org')).toBe('d.el@gmail.com.example.org');
  });

  it('keeps an address whose local part is only a tag, and anything without an @, as it is', () => {
    expect(trialClaimAddress('+x@example.com')).toBe('+x@example.com');
    expect(trialClaimAddress('not-an-address')).toBe('not-an-address');
  });
});
