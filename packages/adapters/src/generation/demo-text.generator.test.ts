import {
  DomainError,
  type TextGenerationInput,
  TEXT_LENGTH_WORDS,
  TEXT_LENGTHS,
  TEXT_TYPES,
  WRITING_STYLES,
} from '@lumen/domain';
import { describe, expect, it, vi } from 'vitest';
import { countWords, DEMO_TEXT_FAILURE_TRIGGER, DemoTextGenerator } from './demo-text.generator';

const generator = new DemoTextGenerator();
const base: TextGenerationInput = {
  prompt: 'remote work for small teams',
  textType: 'article',
  textLength: 'short',
  writingStyle: 'professional',
  outputLanguage: 'english',
  count: 1,
};

describe('DemoTextGenerator', () => {
  it.each(TEXT_LENGTHS)(
    'keeps every type and style inside the %s word range',
    async (textLength) => {
      const { min, max } = TEXT_LENGTH_WORDS[textLength];
      for (const textType of TEXT_TYPES) {
        for (const writingStyle of WRITING_STYLES) {
          for (const outputLanguage of ['english', 'spanish'] as const) {
            const [text] = await generator.generate({
              ...base,
              textType,
              textLength,
              writingStyle,
              outputLanguage,
            });
            const words = countWords(text ?? '');
            expect(words, `${textType}/${writingStyle}/${outputLanguage}`).toBeGreaterThanOrEqual(
              min,
            );
            expect(words, `${textType}/${writingStyle}/${outputLanguage}`).toBeLessThanOrEqual(max);
          }
        }
      }
    },
  );

  it('writes Spanish when asked, English otherwise', async () => {
    const [en] = await generator.generate(base);
    const [es] = await generator.generate({ ...base, outputLanguage: 'spanish' });
    expect(en).toMatch(/\b(the|and|is)\b/);
    expect(es).toMatch(/\b(el|los|las|que|es)\b/);
    expect(es).not.toMatch(/\b(the|and)\b/);
  });

  it('shapes the text by type: email greeting and sign-off, social hashtags, headline', async () => {
    const [email] = await generator.generate({ ...base, textType: 'email' });
    expect(email).toMatch(/^Subject: /);
    expect(email).toMatch(/regards|Cheers/);
    const [social] = await generator.generate({ ...base, textType: 'socialMedia' });
    expect(social).toMatch(/#\p{L}+/u);
    const [article] = await generator.generate(base);
    expect(article).toMatch(/^# /);
  });

  it('is deterministic, and its variants differ from each other', async () => {
    const first = await generator.generate({ ...base, count: 5 });
    const again = await generator.generate({ ...base, count: 5 });
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(5);
  });

  it('voices the writing style', async () => {
    const casual = await generator.generate({
      ...base,
      writingStyle: 'casual',
      textLength: 'long',
    });
    const formal = await generator.generate({
      ...base,
      writingStyle: 'formal',
      textLength: 'long',
    });
    expect(casual[0]).toMatch(/Honestly|Here is the thing|Look,|So,|Let's be real|fancy plan/);
    expect(formal[0]).toMatch(
      /Furthermore|Accordingly|It should be noted|Consequently|advisable|acknowledged/,
    );
  });

  it(`fails on purpose when the prompt holds ${DEMO_TEXT_FAILURE_TRIGGER}`, async () => {
    const failure = await generator
      .generate({ ...base, prompt: `remote work ${DEMO_TEXT_FAILURE_TRIGGER}` })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).code).toBe('generation_failed');
  });
});

describe('DemoTextGenerator.stream', () => {
  const streaming = new DemoTextGenerator({ wordDelayMs: 0 });

  it('writes the same texts word by word, the variants side by side', async () => {
    const input = { ...base, count: 2 };
    const seen: [number, string][] = [];
    const texts = await streaming.stream(input, {
      signal: new AbortController().signal,
      onDelta: (index, text) => seen.push([index, text]),
    });
    expect(texts).toEqual(await generator.generate(input));
    for (const [variant, text] of texts.entries()) {
      const pieces = seen.filter(([index]) => index === variant).map(([, piece]) => piece);
      expect(pieces.join('')).toBe(text);
      expect(pieces.length).toBe(countWords(text));
    }
    expect(seen.slice(0, 2).map(([index]) => index)).toEqual([0, 1]);
  });

  it('stopped, it ends after the word it was writing and answers what it sent', async () => {
    const stop = new AbortController();
    let sent = '';
    const texts = await streaming.stream(base, {
      signal: stop.signal,
      onDelta: (_, text) => {
        sent += text;
        if (countWords(sent) === 3) stop.abort();
      },
    });
    expect(texts).toEqual([sent]);
    expect(countWords(sent)).toBe(3);
  });

  it('fails before the first word when asked to', async () => {
    const onDelta = vi.fn();
    await expect(
      streaming.stream(
        { ...base, prompt: `x ${DEMO_TEXT_FAILURE_TRIGGER}` },
        { signal: new AbortController().signal, onDelta },
      ),
    ).rejects.toBeInstanceOf(DomainError);
    expect(onDelta).not.toHaveBeenCalled();
  });
});
