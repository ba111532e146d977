import { describe, expect, it } from 'vitest';
import { adminAdjustmentFormSchema, adminAdjustmentSchema } from './admin.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('adminAdjustmentSchema (the API body)', () => {
  it('takes a non-zero whole number and a reason, trimmed', () => {
    expect(adminAdjustmentSchema.parse({ credits: -5, reason: '  Refund  ' })).toEqual({
      credits: -5,
      reason: 'Refund',
    });
  });

  it.each([0, 1.5])('refuses %s credits with the console’s words', (credits) => {
    expect(messages(adminAdjustmentSchema.safeParse({ credits, reason: 'x' }))).toEqual([
      'Enter a whole number other than 0',
    ]);
  });

  it('refuses more than 100,000 either way', () => {
    expect(adminAdjustmentSchema.safeParse({ credits: 100_001, reason: 'x' }).success).toBe(false);
    expect(adminAdjustmentSchema.safeParse({ credits: -100_001, reason: 'x' }).success).toBe(false);
  });

  it('needs a reason', () => {
    expect(messages(adminAdjustmentSchema.safeParse({ credits: 1, reason: '   ' }))).toEqual([
      'A reason is required',
    ]);
  });
});

describe('adminAdjustmentFormSchema (the console’s form)', () => {
  it('takes the typed credits, trimmed', () => {
    expect(adminAdjustmentFormSchema.parse({ credits: ' -10 ', reason: 'Goodwill' })).toEqual({
      credits: '-10',
      reason: 'Goodwill',
    });
  });

  it.each(['', 'ten', '1.5', '0', '100001'])('refuses “%s” with one message', (credits) => {
    expect(messages(adminAdjustmentFormSchema.safeParse({ credits, reason: 'x' }))).toEqual([
      'Enter a whole number other than 0',
    ]);
  });
});
