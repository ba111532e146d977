import {
  DomainError,
  type GeneratedRewriteData,
  type RewriteGenerationInput,
  type RewriteGenerator,
  type RewriteLanguage,
  type WritingStyle,
} from '@lumen/domain';

/**
 * Text containing this makes the demo rewrite model fail (after the credits were reserved), so
 * tests and the browser journeys can show the refund.
 */
export const DEMO_REWRITE_FAILURE_MARKER = '[demo:fail]';

/**
 * A small English → Spanish word map: enough for the demo to translate visibly and
 * deterministically (the journeys check its words); words it does not know are kept.
 */
export const DEMO_SPANISH_WORDS: Readonly<Record<string, string>> = {
  the: 'el',
  a: 'un',
  an: 'un',
  and: 'y',
  or: 'o',
  is: 'es',
  are: 'son',
  of: 'de',
  to: 'a',
  in: 'en',
  on: 'sobre',
  with: 'con',
  for: 'para',
  this: 'este',
  that: 'ese',
  it: 'eso',
  we: 'nosotros',
  you: 'tú',
  our: 'nuestro',
  your: 'tu',
  light: 'luz',
  lighthouse: 'faro',
  sea: 'mar',
  day: 'día',
  night: 'noche',
  morning: 'mañana',
  good: 'bueno',
  new: 'nuevo',
  world: 'mundo',
  hello: 'hola',
  text: 'texto',
  story: 'historia',
  ideas: 'ideas',
  idea: 'idea',
  time: 'tiempo',
  people: 'gente',
  home: 'casa',
  water: 'agua',
  sun: 'sol',
  quiet: 'tranquilo',
  bright: 'brillante',
  still: 'todavía',
  matter: 'importan',
  why: 'por qué',
  welcome: 'bienvenido',
};

const ENGLISH_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(DEMO_SPANISH_WORDS).map(([english, spanish]) => [spanish, english]),
);

/** The opening and closing each writing style gives a text: visible, so the demo shows the style. */
const STYLE_FRAMES: Readonly<Record<WritingStyle, { open: string; close: string }>> = {
  professional: { open: 'In summary:', close: 'We look forward to your feedback.' },
  casual: { open: 'So, here’s the thing:', close: 'Pretty cool, right?' },
  friendly: { open: 'Hi there!', close: 'Hope you enjoy it!' },
  formal: { open: 'Dear reader,', close: 'Yours faithfully.' },
  persuasive: { open: 'Don’t miss this:', close: 'Act now and see the difference.' },
  informative: { open: 'Key facts:', close: 'That is the essential information.' },
};

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Keeps the first half of the sentences (a single sentence: its first half of words). */
function shorter(text: string): string {
  const sentences = sentencesOf(text);
  if (sentences.length > 1) return sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2) return text;
  return `${words.slice(0, Math.ceil(words.length / 2)).join(' ')}…`;
}

/** Each sentence followed by a sentence that expands on it, and one closing sentence. */
function longer(text: string): string {
  const sentences = sentencesOf(text);
  const expanded = sentences.flatMap((sentence, index) =>
    index < 3
      ? [sentence, `In other words, ${sentence[0]?.toLowerCase() ?? ''}${sentence.slice(1)}`]
      : [sentence],
  );
  return [...expanded, 'Taken together, these points make the idea fuller and clearer.'].join(' ');
}

function restyle(text: string, style: WritingStyle): string {
  const frame = STYLE_FRAMES[style];
  return `${frame.open} ${text} ${frame.close}`;
}

/** Word by word through the map, keeping punctuation and a leading capital. */
function translate(text: string, language: RewriteLanguage): string {
  const words = language === 'es' ? DEMO_SPANISH_WORDS : ENGLISH_WORDS;
  return text.replace(/\p{L}+/gu, (word) => {
    const found = words[word.toLowerCase()];
    if (!found) return word;
    return word[0] === word[0]?.toUpperCase() && word[0] !== word[0]?.toLowerCase()
      ? `${found[0]?.toUpperCase() ?? ''}${found.slice(1)}`
      : found;
  });
}

/** The demo rewrite model: works offline and deterministically, each operation visible. */
export class DemoRewriteGenerator implements RewriteGenerator {
  readonly model = 'demo' as const;

  isAvailable(): boolean {
    return true;
  }

  async generate(input: RewriteGenerationInput): Promise<GeneratedRewriteData> {
    if (input.text.includes(DEMO_REWRITE_FAILURE_MARKER)) {
      throw new DomainError('generation_failed', 'The demo rewrite model failed on purpose');
    }
    switch (input.operation) {
      case 'shorter':
        return { text: shorter(input.text) };
      case 'longer':
        return { text: longer(input.text) };
      case 'style':
        return { text: restyle(input.text, input.style) };
      case 'translate':
        return { text: translate(input.text, input.language) };
    }
  }
}
