/**
 * The trial a public page promises is the server's (TRIAL_CREDITS, TRIAL_DAYS), but the pages are
 * drawn once, by the build. So the build marks each promise (`<span data-trial-promise="id">`)
 * and draws it with stand-in numbers in every shape its message can take (none, one, many, for
 * credits and for days); the server, knowing its numbers, puts the right shape in each mark with
 * its own numbers in place of the stand-ins. The page then says what the browser's first render
 * says (the same numbers, read from the page's meta), and hydrates without a difference.
 */

export const TRIAL_PROMISE_ATTRIBUTE = 'data-trial-promise';

/** Stand-ins the build draws "many" with: numbers no page says otherwise. */
export const TRIAL_SAMPLE_CREDITS = 987_654;
export const TRIAL_SAMPLE_DAYS = 876_543;

/** The shapes a count takes in a message: `=0`, `one` (1 in English and Spanish), the rest. */
export const COUNT_SHAPES = ['zero', 'one', 'other'] as const;
export type CountShape = (typeof COUNT_SHAPES)[number];

export function countShape(count: number, language: string): CountShape {
  if (count === 0) return 'zero';
  return new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
}

/** The number the build draws a shape with. */
export const sampleCount = (shape: CountShape, sample: number): number =>
  shape === 'zero' ? 0 : shape === 'one' ? 1 : sample;

export const trialVariantKey = (credits: CountShape, days: CountShape) => `${credits}/${days}`;

/** Every (credits, days) pair of shapes, with the numbers the build draws it with. */
export const trialVariants = (): { key: string; trialCredits: number; trialDays: number }[] =>
  COUNT_SHAPES.flatMap((credits) =>
    COUNT_SHAPES.map((days) => ({
      key: trialVariantKey(credits, days),
      trialCredits: sampleCount(credits, TRIAL_SAMPLE_CREDITS),
      trialDays: sampleCount(days, TRIAL_SAMPLE_DAYS),
    })),
  );

/** Per promise (its message id), per variant key, the markup the build drew inside its mark. */
export type TrialTexts = Record<string, Record<string, string>>;

/** The marks of a page: `<span data-trial-promise="id">text</span>` (text without tags). */
const marks = () =>
  new RegExp(`(<span ${TRIAL_PROMISE_ATTRIBUTE}="([^"]+)"[^>]*>)([^<]*)(</span>)`, 'g');

/** The ids of the promises a drawn page marks. */
export function trialPromiseIds(html: string): string[] {
  return [...new Set([...html.matchAll(marks())].map((match) => match[2] ?? ''))];
}

/** The text of each mark of a drawn page, by id. */
export function trialPromiseTexts(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(marks())].map((m) => [m[2] ?? '', m[3] ?? '']));
}

/**
 * The page with each marked promise saying this trial, in the page's language: the variant of
 * its shape with the numbers in place of the stand-ins (formatted as the messages format them:
 * grouped, or plain). A mark without a variant keeps what the build drew.
 */
export function fillTrialPromises(
  html: string,
  language: string,
  texts: TrialTexts,
  trial: { readonly trialCredits: number; readonly trialDays: number },
): string {
  const key = trialVariantKey(
    countShape(trial.trialCredits, language),
    countShape(trial.trialDays, language),
  );
  const grouped = new Intl.NumberFormat(language);
  const swaps: [string, string][] = [
    [grouped.format(TRIAL_SAMPLE_CREDITS), grouped.format(trial.trialCredits)],
    [String(TRIAL_SAMPLE_CREDITS), String(trial.trialCredits)],
    [grouped.format(TRIAL_SAMPLE_DAYS), grouped.format(trial.trialDays)],
    [String(TRIAL_SAMPLE_DAYS), String(trial.trialDays)],
  ];
  return html.replace(marks(), (whole, open: string, id: string, _text, close: string) => {
    const drawn = texts[id]?.[key];
    if (drawn === undefined) return whole;
    const filled = swaps.reduce((text, [from, to]) => text.replaceAll(from, to), drawn);
    return `${open}${filled}${close}`;
  });
}
