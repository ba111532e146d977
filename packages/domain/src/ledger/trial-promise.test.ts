import { describe, expect, it } from 'vitest';
import { countShape, fillTrialPromises, trialPromiseIds, trialVariants } from './trial-promise';

describe('trial promises drawn by the build, filled by the server', () => {
  it('a count is none, one or many, by the language', () => {
    expect([0, 1, 2, 20, 1_000_000].map((n) => countShape(n, 'en'))).toEqual([
      'zero',
      'one',
      'other',
      'other',
      'other',
    ]);
    expect(countShape(1, 'es')).toBe('one');
    expect(trialVariants()).toHaveLength(9);
  });

  const texts = {
    greeting: Object.fromEntries(
      trialVariants().map((v) => [
        v.key,
        v.trialCredits === 0
          ? 'No trial &amp; no card'
          : `${new Intl.NumberFormat('en').format(v.trialCredits)} credits, ${v.trialDays} days`,
      ]),
    ),
  };
  const page = '<p><span data-trial-promise="greeting">20 credits, 14 days</span></p>';

  it('each mark says the trial in its shape, numbers formatted as the message formats them', () => {
    expect(trialPromiseIds(page)).toEqual(['greeting']);
    expect(fillTrialPromises(page, 'en', texts, { trialCredits: 1500, trialDays: 30 })).toBe(
      '<p><span data-trial-promise="greeting">1,500 credits, 30 days</span></p>',
    );
    expect(fillTrialPromises(page, 'en', texts, { trialCredits: 0, trialDays: 30 })).toBe(
      '<p><span data-trial-promise="greeting">No trial &amp; no card</span></p>',
    );
    expect(fillTrialPromises(page, 'en', texts, { trialCredits: 1, trialDays: 1 })).toBe(
      '<p><span data-trial-promise="greeting">1 credits, 1 days</span></p>',
    );
  });

  it('a mark without drawn texts keeps what the build drew; no stand-in is ever served', () => {
    expect(fillTrialPromises(page, 'en', {}, { trialCredits: 5, trialDays: 3 })).toBe(page);
    const filled = fillTrialPromises(page, 'en', texts, { trialCredits: 7, trialDays: 2 });
    expect(filled).not.toMatch(/987|876/);
    expect(filled).toContain('7 credits, 2 days');
  });
});
