import { describe, expect, it } from 'vitest';
import {
  bindDate,
  centsToDecimal,
  containsPattern,
  decimalToCents,
  orderBy,
  pageWindow,
  toBool,
  toDate,
} from './sql-support';

describe('SQL value mapping', () => {
  it('turns DECIMAL(10,2) from either driver into exact cents and back', () => {
    expect(decimalToCents('9.50')).toBe(950);
    expect(decimalToCents(9.5)).toBe(950);
    expect(decimalToCents('8000.00')).toBe(800_000);
    expect(decimalToCents(0.1 + 0.2)).toBe(30);
    expect(decimalToCents('0.01')).toBe(1);
    expect(decimalToCents('12')).toBe(1200);
    expect(centsToDecimal(950)).toBe('9.50');
    expect(centsToDecimal(1)).toBe('0.01');
    expect(centsToDecimal(800_000)).toBe('8000.00');
    expect(() => centsToDecimal(1.5)).toThrow();
    expect(() => decimalToCents('abc')).toThrow();
  });

  it('reads dates as SQLite stores them, as mysql2 returns them, and binds them back', () => {
    const at = new Date('2030-05-06T07:08:09.123Z');
    expect(toDate('2030-05-06 07:08:09.123 +00:00')).toEqual(at);
    expect(toDate(at)).toBe(at);
    expect(toDate('2030-05-06T07:08:09.123Z')).toEqual(at);
    expect(bindDate('sqlite', at)).toBe('2030-05-06 07:08:09.123 +00:00');
    expect(bindDate('mysql', at)).toBe('2030-05-06 07:08:09.123');
  });

  it('reads 0/1 flags', () => {
    expect([1, '1', true, 0, '0', false, null].map(toBool)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('list helpers', () => {
  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(containsPattern('50%_off!')).toBe('%50!%!_off!!%');
    expect(containsPattern("it's")).toBe("%it's%");
  });

  it('builds ORDER BY only from allow-listed columns and directions', () => {
    const columns = { created_at: '`created_at`', prompt: '`prompt`' } as const;
    expect(orderBy(columns, undefined, { by: 'created_at', order: 'desc' })).toBe(
      '`created_at` DESC, `id` DESC',
    );
    expect(
      orderBy(columns, { by: 'prompt', order: 'asc' }, { by: 'created_at', order: 'desc' }),
    ).toBe('`prompt` ASC, `id` ASC');
    expect(() =>
      orderBy(
        columns,
        { by: 'id; DROP TABLE users' as never, order: 'asc' },
        { by: 'prompt', order: 'asc' },
      ),
    ).toThrow(/sort column/);
    expect(() =>
      orderBy(columns, { by: 'prompt', order: 'asc, id' as never }, { by: 'prompt', order: 'asc' }),
    ).toThrow(/sort order/);
    expect(() =>
      orderBy(columns, { by: 'toString' as never, order: 'asc' }, { by: 'prompt', order: 'asc' }),
    ).toThrow(/sort column/);
  });

  it('clamps page and limit to safe whole numbers', () => {
    expect(pageWindow(3, 12)).toEqual({ limit: 12, offset: 24 });
    expect(pageWindow(0, 500)).toEqual({ limit: 100, offset: 0 });
    expect(pageWindow(Number.NaN, 1.5)).toEqual({ limit: 10, offset: 0 });
  });
});
