import { expect, test } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';

const catalogues = { en, es } as Record<string, Record<string, string>>;

test('en and es hold exactly the same ids', () => {
  expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
});

test.each(Object.keys(catalogues))('no %s value is empty', (lang) => {
  const empty = Object.entries(catalogues[lang] ?? {}).filter(([, v]) => !v.trim());
  expect(empty).toEqual([]);
});

/**
 * The argument names of an ICU message: `{name}`, `{name, number}`, `{n, plural, one {…} …}`;
 * the branches of plural/select are messages themselves and are searched too.
 */
function icuArguments(message: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const char = message[i];
    if (char === "'") {
      const end = message.indexOf("'", i + 1);
      i = end < 0 ? message.length : end;
    } else if (char === '{') {
      const match = /^\{\s*(\w+)\s*([,}])/.exec(message.slice(i));
      // A branch body ('one {…}', '=0 {…}') follows its selector, which follows ',' or '}'.
      const previous = message.slice(0, i).trimEnd();
      const isBranch = depth > 0 && /[,}]\s*(offset:\d+\s+)?=?[\w-]+$/.test(previous);
      if (match && !isBranch) names.push(match[1] ?? '');
      depth++;
    } else if (char === '}') {
      depth--;
    }
  }
  return names.sort();
}

test('the ICU argument reader', () => {
  expect(icuArguments('{count, plural, one {your image} other {your # images}}…')).toEqual([
    'count',
  ]);
  expect(icuArguments('Hi {name}, {n, plural, =0 {none} one {{x} item} other {my {y}}}')).toEqual([
    'n',
    'name',
    'x',
    'y',
  ]);
});

test.each(Object.keys(catalogues))('%s uses the same ICU arguments as en', (lang) => {
  const args = icuArguments;
  const tags = (s: string) => [...s.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();
  for (const [id, value] of Object.entries(en)) {
    const other = catalogues[lang]?.[id] ?? '';
    expect({ id, args: args(other), tags: tags(other) }).toEqual({
      id,
      args: args(value),
      tags: tags(value),
    });
  }
});
