import { describe, expect, test } from 'vitest';
import { formatDateTime, formatDay, formatMonthYear, formatShortDay } from './format-date';

const day = new Date(2026, 10, 27, 9, 5);

describe('dates', () => {
  test('the formats SPEC §9 fixes keep their pattern, with the language’s month names', () => {
    expect(formatDateTime(day, 'en')).toBe('Nov 27, 2026 • 09:05');
    expect(formatDateTime(day, 'es')).toBe('nov 27, 2026 • 09:05');
    expect(formatMonthYear(day, 'es')).toBe('nov 2026');
  });

  test('where the spec leaves it open, a day reads as the language writes it', () => {
    expect(formatDay(day, 'en')).toBe('Nov 27, 2026');
    expect(formatDay(day, 'es')).toBe('27 nov 2026');
    expect(formatShortDay(day, 'en')).toBe('Nov 27');
    expect(formatShortDay(day, 'es')).toBe('27 nov');
  });
});
