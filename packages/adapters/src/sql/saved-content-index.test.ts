import { describe, expect, it } from 'vitest';
import { cutSuffixes, SEARCH_TERM_CHARS } from './saved-content-index';

// The suffixes both search indexes store: their positions and cut must match what SQL's SUBSTR
// makes in the backfills, which count code points, not UTF-16 units.

describe('cutSuffixes', () => {
  it('gives every suffix at its position, cut to the length asked, counting code points', () => {
    expect(cutSuffixes('a🌊bc', 2)).toEqual([
      { pos: 0, suffix: 'a🌊' },
      { pos: 1, suffix: '🌊b' },
      { pos: 2, suffix: 'bc' },
      { pos: 3, suffix: 'c' },
    ]);
    expect(cutSuffixes('', SEARCH_TERM_CHARS)).toEqual([]);
  });

  it('keeps a suffix shorter than the cut whole', () => {
    const prompt = 'lighthouse at dusk, ß';
    const terms = cutSuffixes(prompt, SEARCH_TERM_CHARS);
    expect(terms).toHaveLength(Array.from(prompt).length);
    expect(terms[0]).toEqual({ pos: 0, suffix: 'lighthouse at du' });
    expect(terms.at(-1)).toEqual({ pos: 20, suffix: 'ß' });
    expect(terms.every((t) => Array.from(t.suffix).length <= SEARCH_TERM_CHARS)).toBe(true);
  });
});
