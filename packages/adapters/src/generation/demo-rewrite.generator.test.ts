import { describe, expect, it } from 'vitest';
import { DEMO_REWRITE_FAILURE_MARKER, DemoRewriteGenerator } from './demo-rewrite.generator';

const demo = new DemoRewriteGenerator();
const text = 'The lighthouse is bright. The sea is quiet. We walk home. It is a good day.';

describe('DemoRewriteGenerator', () => {
  it('shorter keeps the first half of the sentences; one sentence loses half its words', async () => {
    expect((await demo.generate({ text, operation: 'shorter' })).text).toBe(
      'The lighthouse is bright. The sea is quiet.',
    );
    expect((await demo.generate({ text: 'One two three four', operation: 'shorter' })).text).toBe(
      'One two…',
    );
  });

  it('longer adds sentences after the text’s own', async () => {
    const made = (await demo.generate({ text: 'The sea is quiet.', operation: 'longer' })).text;
    expect(made).toMatch(/^The sea is quiet\. In other words, the sea is quiet\. /);
    expect(made.length).toBeGreaterThan('The sea is quiet.'.length * 2);
  });

  it('style frames the text in the style’s opening and closing', async () => {
    expect(
      (await demo.generate({ text: 'Hello.', operation: 'style', style: 'formal' })).text,
    ).toBe('Dear reader, Hello. Yours faithfully.');
  });

  it('translates word by word to Spanish and back, keeping capitals and punctuation', async () => {
    const spanish = (await demo.generate({ text, operation: 'translate', language: 'es' })).text;
    expect(spanish).toBe(
      'El faro es brillante. El mar es tranquilo. Nosotros walk casa. Eso es un bueno día.',
    );
    const english = (
      await demo.generate({ text: 'El faro es brillante.', operation: 'translate', language: 'en' })
    ).text;
    expect(english).toBe('The lighthouse is bright.');
    // Same input, same output.
    expect((await demo.generate({ text, operation: 'translate', language: 'es' })).text).toBe(
      spanish,
    );
  });

  it(`fails on ${DEMO_REWRITE_FAILURE_MARKER}, so the refund can be shown`, async () => {
    await expect(
      demo.generate({ text: `x ${DEMO_REWRITE_FAILURE_MARKER}`, operation: 'shorter' }),
    ).rejects.toMatchObject({ code: 'generation_failed' });
  });
});
