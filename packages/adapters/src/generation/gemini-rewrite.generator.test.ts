import { describe, expect, it } from 'vitest';
import { failureOf, useFakeGemini } from '../testing/gemini-test-setup';
import {
  GeminiRewriteGenerator,
  REWRITE_SYSTEM_INSTRUCTION,
  rewritePrompt,
} from './gemini-rewrite.generator';

describe('GeminiRewriteGenerator against the fake Gemini server (real @google/genai)', () => {
  const gemini = useFakeGemini({ retryAttempts: 2 });

  it('sends one text request with the task and the text between markers', async () => {
    const made = await new GeminiRewriteGenerator(gemini.client()).generate({
      text: ' The sea is quiet. ',
      operation: 'translate',
      language: 'es',
    });
    expect(made.text).toBe('[Translate it into Spanish (español)] The sea is quiet.');
    expect(gemini.fake.requests).toHaveLength(1);
    const request = gemini.fake.requests[0];
    expect(request?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(request?.body.systemInstruction.parts[0].text).toBe(REWRITE_SYSTEM_INSTRUCTION);
  });

  it('names each operation’s task in the prompt', () => {
    expect(rewritePrompt({ text: 'x', operation: 'shorter' })).toContain('half as long');
    expect(rewritePrompt({ text: 'x', operation: 'longer' })).toContain('twice as long');
    expect(rewritePrompt({ text: 'x', operation: 'style', style: 'formal' })).toContain(
      'writing style to formal',
    );
    expect(rewritePrompt({ text: 'x', operation: 'translate', language: 'en' })).toContain(
      'Translate it into English',
    );
  });

  it('a blocked text and an empty answer fail with their kind', async () => {
    gemini.fake.script('blocked');
    expect(
      (
        await failureOf(
          new GeminiRewriteGenerator(gemini.client()).generate({ text: 'x', operation: 'shorter' }),
        )
      ).details,
    ).toMatchObject({ kind: 'blocked' });
    gemini.fake.always('empty');
    expect(
      (
        await failureOf(
          new GeminiRewriteGenerator(gemini.client()).generate({ text: 'x', operation: 'longer' }),
        )
      ).details,
    ).toMatchObject({ kind: 'malformed' });
  });
});
