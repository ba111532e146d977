import { describe, expect, it } from 'vitest';
import type { TextGenerator } from '../generation/text.generation';
import type { StopSignal } from '../ports/generator.port';
import type { TextGenerationRequest } from '../validation/generation.schema';
import { DomainError } from '../shared/errors';
import type { UseCasePorts } from './deps';
import { aUser, topUp } from './testing/accounts';
import { createFakePorts } from './testing/fakes';
import { createUseCases } from './use-cases';

/** A text model that writes the given words of each variant, then fails if told to. */
function scriptedText(script: { words: string[][]; failAfter?: number }): TextGenerator {
  return {
    model: 'demo',
    isAvailable: () => true,
    generate: async () => script.words.map((words) => words.join(' ')),
    async stream(_input, { onDelta, signal }) {
      let sent = 0;
      const longest = Math.max(...script.words.map((words) => words.length));
      for (let i = 0; i < longest; i++) {
        for (const [variant, words] of script.words.entries()) {
          if (signal.aborted) return [];
          if (script.failAfter !== undefined && sent >= script.failAfter) {
            throw new DomainError('generation_failed', 'the model fell over');
          }
          const word = words[i];
          if (word === undefined) continue;
          onDelta(variant, i === 0 ? word : ` ${word}`);
          sent += 1;
          await Promise.resolve();
        }
      }
      return script.words.map((words) => words.join(' '));
    },
  };
}

const request: TextGenerationRequest = {
  prompt: 'lighthouses',
  textType: 'article',
  textLength: 'short',
  writingStyle: 'friendly',
  outputLanguage: 'english',
  count: 2,
};

function setup(text: TextGenerator) {
  const fakes = createFakePorts();
  const ports: UseCasePorts = { ...fakes, generators: { ...fakes.generators, text: [text] } };
  const useCases = createUseCases(ports, { publicUrl: 'http://localhost:3000' });
  return { fakes, useCases };
}

describe('a streamed text generation', () => {
  let userId: string;
  let s: ReturnType<typeof setup>;
  async function start(text: TextGenerator) {
    s = setup(text);
    userId = await aUser(s.fakes);
  }
  const balance = () => s.fakes.creditLedger.balance(userId);

  it('is charged once at acceptance and completes with every variant, in the order written', async () => {
    await start(
      scriptedText({
        words: [
          ['one', 'two', 'three'],
          ['uno', 'dos'],
        ],
      }),
    );
    await topUp(s.fakes, userId, 10);
    const accepted = await s.useCases.generation.stream('text', userId, request);
    if (!accepted.ok) throw accepted.error;
    expect(accepted.value.creditsUsed).toBe(2);
    expect(accepted.value.remainingCredits).toBe(8);
    const seen: string[] = [];
    const ended = await accepted.value.run({
      signal: stopper().signal,
      onDelta: (index, text) => seen.push(`${index}:${text}`),
    });
    expect(seen).toEqual(['0:one', '1:uno', '0: two', '1: dos', '0: three']);
    expect(ended.ok && ended.value.ended).toBe('completed');
    expect(ended.ok && ended.value.answer).toMatchObject({
      texts: ['one two three', 'uno dos'],
      creditsUsed: 2,
      remainingCredits: 8,
    });
    expect(s.fakes.generations.rows[0]).toMatchObject({ status: 'completed' });
    expect(await balance()).toBe(8);
  });

  it('Stop keeps what came: the row completes with the partial texts and the cost stands', async () => {
    await start(scriptedText({ words: [['a', 'b', 'c', 'd', 'e']] }));
    await topUp(s.fakes, userId, 10);
    const accepted = await s.useCases.generation.stream('text', userId, { ...request, count: 1 });
    if (!accepted.ok) throw accepted.error;
    const stop = stopper();
    const ended = await accepted.value.run({
      signal: stop.signal,
      onDelta: (_, text) => {
        if (text.includes('b')) stop.abort();
      },
    });
    expect(ended.ok && ended.value.ended).toBe('stopped');
    expect(ended.ok && ended.value.answer.texts).toEqual(['a b']);
    expect(s.fakes.generations.rows[0]?.parameters).toMatchObject({
      texts: ['a b'],
      streamEnded: 'stopped',
    });
    expect(await balance()).toBe(9);
  });

  it('a failure before the first words fails the row and refunds it once', async () => {
    await start(scriptedText({ words: [['never']], failAfter: 0 }));
    await topUp(s.fakes, userId, 10);
    const accepted = await s.useCases.generation.stream('text', userId, { ...request, count: 1 });
    if (!accepted.ok) throw accepted.error;
    expect(await balance()).toBe(9);
    const ended = await accepted.value.run({
      signal: stopper().signal,
      onDelta: () => undefined,
    });
    expect(ended.ok ? 'ok' : ended.error.code).toBe('generation_failed');
    expect(s.fakes.generations.rows[0]).toMatchObject({ status: 'failed' });
    expect(await balance()).toBe(10);
    const refunds = (await s.fakes.creditLedger.entries()).items.filter(
      (entry) => entry.kind === 'refund',
    );
    expect(refunds).toHaveLength(1);
  });

  it('a failure after the first words keeps them: completed, the cost stands', async () => {
    await start(scriptedText({ words: [['first', 'second', 'third']], failAfter: 2 }));
    await topUp(s.fakes, userId, 10);
    const accepted = await s.useCases.generation.stream('text', userId, { ...request, count: 1 });
    if (!accepted.ok) throw accepted.error;
    const ended = await accepted.value.run({
      signal: stopper().signal,
      onDelta: () => undefined,
    });
    expect(ended.ok && ended.value.ended).toBe('failed');
    expect(ended.ok && ended.value.failure?.code).toBe('generation_failed');
    expect(ended.ok && ended.value.answer.texts).toEqual(['first second']);
    expect(await balance()).toBe(9);
  });

  it('short of credits: 402 and nothing reserved', async () => {
    await start(scriptedText({ words: [['x']] }));
    const accepted = await s.useCases.generation.stream('text', userId, request);
    expect(accepted.ok ? 'ok' : accepted.error.code).toBe('insufficient_credits');
    expect(s.fakes.generations.rows).toHaveLength(0);
  });

  it('a model that cannot stream answers each variant as one piece', async () => {
    const plain = scriptedText({ words: [['whole', 'text']] });
    await start({ model: 'demo', isAvailable: () => true, generate: plain.generate });
    await topUp(s.fakes, userId, 10);
    const accepted = await s.useCases.generation.stream('text', userId, { ...request, count: 1 });
    if (!accepted.ok) throw accepted.error;
    const seen: string[] = [];
    const ended = await accepted.value.run({
      signal: stopper().signal,
      onDelta: (_, text) => seen.push(text),
    });
    expect(seen).toEqual(['whole text']);
    expect(ended.ok && ended.value.ended).toBe('completed');
  });
});

/** The domain has no DOM types: a stop signal of its own, as an AbortController works. */
function stopper() {
  const listeners = new Set<() => void>();
  const signal: StopSignal & { aborted: boolean } = {
    aborted: false,
    addEventListener: (_, listener) => listeners.add(listener),
    removeEventListener: (_, listener) => listeners.delete(listener),
  };
  return {
    signal: signal as StopSignal,
    abort() {
      signal.aborted = true;
      for (const listener of listeners) listener();
    },
  };
}
