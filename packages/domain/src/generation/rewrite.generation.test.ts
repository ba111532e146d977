import { describe, expect, it } from 'vitest';
import { rewriteCost } from './cost-rules';
import { rewriteGeneration, rewriteGenerationSchema } from './rewrite.generation';

const parse = (body: Record<string, unknown>) => rewriteGenerationSchema.safeParse(body);

describe('rewriteCost', () => {
  it('1 credit per started 1,000 characters, at least 1; +1 for longer and translate', () => {
    expect(rewriteCost({ characters: 0, operation: 'shorter' })).toBe(1);
    expect(rewriteCost({ characters: 1000, operation: 'style' })).toBe(1);
    expect(rewriteCost({ characters: 1001, operation: 'shorter' })).toBe(2);
    expect(rewriteCost({ characters: 10, operation: 'longer' })).toBe(2);
    expect(rewriteCost({ characters: 2500, operation: 'translate' })).toBe(4);
  });
});

describe('rewriteGeneration', () => {
  it('validates the text and the option each operation needs', () => {
    expect(parse({ text: '  ', operation: 'shorter' }).error?.issues[0]?.message).toBe(
      'Please enter the text to rewrite.',
    );
    expect(parse({ text: 'a'.repeat(10_001), operation: 'shorter' }).success).toBe(false);
    expect(parse({ text: 'Hi.', operation: 'style' }).error?.issues[0]?.path).toEqual(['style']);
    expect(parse({ text: 'Hi.', operation: 'translate' }).error?.issues[0]?.path).toEqual([
      'language',
    ]);
    expect(parse({ text: ' Hi. ', operation: 'translate', language: 'es' }).data).toEqual({
      text: 'Hi.',
      operation: 'translate',
      language: 'es',
    });
  });

  it('prices a request, keeps only what its operation runs and reads it back', () => {
    const request = {
      text: 'Hello there.',
      operation: 'translate',
      language: 'es',
      style: 'casual',
    } as const;
    expect(rewriteGeneration.cost(request)).toBe(2);
    expect(rewriteGeneration.prompt(request)).toBe('Hello there.');
    const parameters = rewriteGeneration.parameters(request, 'demo');
    expect(parameters).toEqual({
      model: 'demo',
      operation: 'translate',
      language: 'es',
      characters: 12,
    });
    expect(rewriteGeneration.reserved({ prompt: 'Hello there.', parameters })).toEqual({
      model: 'demo',
      input: { text: 'Hello there.', operation: 'translate', language: 'es' },
    });
    // A row whose operation lost its option runs nothing.
    expect(
      rewriteGeneration.reserved({
        prompt: 'x',
        parameters: { model: 'demo', operation: 'style' },
      }),
    ).toBeNull();
  });

  it('chooses the asked model, or gemini when configured, else demo', () => {
    const base = { text: 'x', operation: 'shorter' } as const;
    expect(rewriteGeneration.chooseModel(base, ['demo', 'gemini'])).toBe('gemini');
    expect(rewriteGeneration.chooseModel(base, ['demo'])).toBe('demo');
    expect(rewriteGeneration.chooseModel({ ...base, model: 'gemini' }, ['demo'])).toBeUndefined();
  });

  it('stores the trimmed text, keeps it on the row and answers it with the charge', async () => {
    const mediaStore = { put: async () => ({ url: '', key: '' }) } as never;
    const text = await rewriteGeneration.store({ text: ' Done. ' }, { userId: 'u', mediaStore });
    expect(text).toBe('Done.');
    await expect(
      rewriteGeneration.store({ text: ' ' }, { userId: 'u', mediaStore }),
    ).rejects.toMatchObject({ code: 'generation_failed' });
    const row = rewriteGeneration.completedRow(text);
    expect(rewriteGeneration.recordedResult(row.parameters)).toBe('Done.');
    expect(
      rewriteGeneration.answer(text, { creditsUsed: 1, remainingCredits: 4, model: 'demo' }),
    ).toEqual({ text: 'Done.', creditsUsed: 1, remainingCredits: 4, model: 'demo' });
  });
});
