import {
  DomainError,
  type OutputLanguage,
  type StopSignal,
  type StreamOptions,
  TEXT_LENGTH_WORDS,
  type TextGenerationInput,
  type TextGenerator,
  type TextType,
  type WritingStyle,
} from '@lumen/domain';
import { mulberry32, pick, type Random, seedFromText } from './random';
import { type LanguagePack, TEXT_BANKS } from './demo-text.banks';

/**
 * Put this in a prompt and the demo text model fails (after the credits were reserved), as a
 * real model can: the way to see a failed, refunded text without a key.
 */
export const DEMO_TEXT_FAILURE_TRIGGER = '[demo:fail]';

/**
 * The demo text model: texts built from phrase banks, in English or Spanish, shaped by the text
 * type (headline, email greeting, hashtags…), voiced by the writing style, and always inside the
 * word range of the requested length (SPEC §9). Deterministic for the same request; each variant
 * has its own seed, so variants differ.
 */
export class DemoTextGenerator implements TextGenerator {
  readonly model = 'demo' as const;
  readonly #wordDelayMs: number;

  /** `wordDelayMs`: the pause before each streamed word (every variant writes one per pause). */
  constructor(options: { readonly wordDelayMs?: number } = {}) {
    this.#wordDelayMs = Math.max(0, options.wordDelayMs ?? DEMO_TEXT_WORD_DELAY_MS);
  }

  isAvailable(): boolean {
    return true;
  }

  async generate(input: TextGenerationInput): Promise<string[]> {
    if (input.prompt.includes(DEMO_TEXT_FAILURE_TRIGGER)) {
      throw new DomainError(
        'generation_failed',
        `The demo model was asked to fail (${DEMO_TEXT_FAILURE_TRIGGER} in the prompt)`,
      );
    }
    const texts: string[] = [];
    for (let variant = 0; variant < input.count; variant++) texts.push(writeText(input, variant));
    return texts;
  }

  /**
   * The same texts, written word by word: each variant its next word after every pause, side
   * by side. Stopped, it ends after the word it was writing and answers what was sent.
   */
  async stream(input: TextGenerationInput, options: StreamOptions): Promise<string[]> {
    const texts = await this.generate(input);
    const words = texts.map((text) => text.match(/\s*\S+/g) ?? []);
    const sent = texts.map(() => '');
    const longest = Math.max(0, ...words.map((list) => list.length));
    for (let i = 0; i < longest && !options.signal.aborted; i++) {
      await pause(this.#wordDelayMs, options.signal);
      if (options.signal.aborted) break;
      for (const [variant, list] of words.entries()) {
        const word = list[i];
        if (word === undefined) continue;
        sent[variant] += word;
        options.onDelta(variant, word);
      }
    }
    return options.signal.aborted ? sent : texts;
  }
}

/** The demo's default pause between streamed words: a text that reads as it is written. */
export const DEMO_TEXT_WORD_DELAY_MS = 40;

/** Waits `ms`, or less when the stop comes first. */
function pause(ms: number, signal: StopSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The prompt as a topic: its first words, without trailing punctuation. */
function topicOf(prompt: string): string {
  const words = prompt.trim().replace(/\s+/g, ' ').split(' ').slice(0, 12).join(' ');
  return words.replace(/[.!?;:,]+$/, '') || 'this idea';
}

function fill(template: string, topic: string, random: Random, pack: LanguagePack): string {
  return template
    .replaceAll('{topic}', topic)
    .replace(/\{(\w+)\}/g, (_, slot: string) => pick(random, pack.slots[slot] ?? [slot]));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function writeText(input: TextGenerationInput, variant: number): string {
  const pack = TEXT_BANKS[input.outputLanguage as OutputLanguage];
  const seedText = JSON.stringify([
    input.prompt.trim(),
    input.textType,
    input.textLength,
    input.writingStyle,
    input.outputLanguage,
    variant,
  ]);
  const random = mulberry32(seedFromText(seedText));
  const topic = topicOf(input.prompt);
  const { min, max } = TEXT_LENGTH_WORDS[input.textLength];
  // A target inside the range with room for the last sentence either way.
  const target = min + 15 + Math.floor(random() * Math.max(1, max - min - 40));

  const frame = TYPE_FRAMES[input.textType](pack, topic, random, input.writingStyle);
  const voice = pack.styles[input.writingStyle];
  const sentences = [...pack.sentences, ...voice.sentences];
  const paragraphs: string[][] = [[]];
  // Headings, bullets and the frame count as words too: measure the text as it will read.
  const assemble = () =>
    [
      ...frame.head,
      paragraphs
        .filter((p) => p.length > 0)
        .map((p, index) => frame.joinParagraph(p, index))
        .join('\n\n'),
      ...frame.tail,
    ]
      .filter(Boolean)
      .join('\n\n');
  const used = new Set<string>();
  let paragraphSize = 3 + Math.floor(random() * 3);
  while (countWords(assemble()) < target) {
    const opener = random() < 0.45 ? `${pick(random, voice.openers)} ` : '';
    let template = pick(random, sentences);
    // Avoid repeating a sentence until the bank runs dry.
    for (let tries = 0; used.has(template) && tries < 6; tries++)
      template = pick(random, sentences);
    used.add(template);
    const body = fill(template, topic, random, pack);
    const sentence = opener ? `${opener}${body.charAt(0).toLowerCase()}${body.slice(1)}` : body;
    let current = paragraphs[paragraphs.length - 1] as string[];
    if (current.length >= paragraphSize) {
      current = [];
      paragraphs.push(current);
      paragraphSize = 3 + Math.floor(random() * 3);
    }
    current.push(capitalise(sentence));
  }
  // Never above the range: drop whole sentences from the end while too long.
  while (countWords(assemble()) > max) {
    const last = paragraphs[paragraphs.length - 1];
    if (!last || last.length === 0) break;
    last.pop();
    if (last.length === 0 && paragraphs.length > 1) paragraphs.pop();
  }
  return assemble();
}

interface Frame {
  readonly head: string[];
  readonly tail: string[];
  readonly joinParagraph: (sentences: string[], index: number) => string;
}

const prose = (sentences: string[]) => sentences.join(' ');

const TYPE_FRAMES: Readonly<
  Record<
    TextType,
    (pack: LanguagePack, topic: string, random: Random, style: WritingStyle) => Frame
  >
> = {
  article: (pack, topic, random) => ({
    head: [`# ${capitalise(fill(pick(random, pack.frames.articleTitles), topic, random, pack))}`],
    tail: [],
    joinParagraph: prose,
  }),
  blogPost: (pack, topic, random) => {
    const headings = pack.frames.blogHeadings.map((h) => capitalise(fill(h, topic, random, pack)));
    return {
      head: [`# ${capitalise(fill(pick(random, pack.frames.blogTitles), topic, random, pack))}`],
      tail: [fill(pick(random, pack.frames.blogOutros), topic, random, pack)],
      joinParagraph: (sentences, index) =>
        index === 0
          ? prose(sentences)
          : `## ${headings[(index - 1) % headings.length]}\n\n${prose(sentences)}`,
    };
  },
  socialMedia: (pack, topic, random) => ({
    head: [capitalise(fill(pick(random, pack.frames.socialHooks), topic, random, pack))],
    tail: [hashtags(topic, random, pack)],
    joinParagraph: prose,
  }),
  email: (pack, topic, random, style) => ({
    head: [
      `${pack.frames.subject}: ${capitalise(fill(pick(random, pack.frames.emailSubjects), topic, random, pack))}`,
      pick(
        random,
        style === 'formal' || style === 'professional'
          ? pack.frames.formalGreetings
          : pack.frames.casualGreetings,
      ),
    ],
    tail: [pick(random, pack.frames.signOffs)],
    joinParagraph: prose,
  }),
  productDescription: (pack, topic, random) => ({
    head: [
      `**${capitalise(fill(pick(random, pack.frames.productHeadlines), topic, random, pack))}**`,
    ],
    tail: [capitalise(fill(pick(random, pack.frames.callsToAction), topic, random, pack))],
    joinParagraph: (sentences) => sentences.map((s) => `- ${s}`).join('\n'),
  }),
  creative: (pack, topic, random) => ({
    head: [capitalise(fill(pick(random, pack.frames.storyOpenings), topic, random, pack))],
    tail: [capitalise(fill(pick(random, pack.frames.storyEndings), topic, random, pack))],
    joinParagraph: prose,
  }),
};

function hashtags(topic: string, random: Random, pack: LanguagePack): string {
  const fromTopic = topic
    .split(' ')
    .filter((word) => word.length > 3)
    .slice(0, 2)
    .map((word) => `#${word.replace(/[^\p{L}\p{N}]/gu, '')}`);
  const extra = [pick(random, pack.frames.hashtags), pick(random, pack.frames.hashtags)];
  return [...new Set([...fromTopic, ...extra])].filter((tag) => tag.length > 1).join(' ');
}
