import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';

// STYLE rule 6: component styles read the theme contract; only src/theme holds raw values.
// The glob only lists the files (nothing is imported); their text is read on the Node side.
const paths = Object.keys(import.meta.glob(['../**/*.css.ts', '!../theme/**']));

const forbidden: [string, RegExp][] = [
  ['hex colour', /#[0-9a-fA-F]{3,8}\b/],
  ['rgb/hsl colour', /\b(rgba?|hsla?|oklch)\(/],
  ['named colour', /:\s*'(white|black|red|blue|gray|grey)'/],
  ['px/rem length', /(?<![\w$])-?\d+(\.\d+)?(px|rem)\b/],
  ['em length other than 1em', /(?<![\w$])-?(?!1em\b)\d+(\.\d+)?em\b/],
  ['duration', /(?<![\w$])\d+(\.\d+)?m?s\b/],
  ['font family', /fontFamily:\s*'(?!inherit')/],
];

describe('component styles', () => {
  it('finds the style files', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const path of paths) {
    it(`${path.replace('../', '')} uses only theme tokens`, async () => {
      // readFile resolves against the project root (packages/ui).
      const source = await commands.readFile(path.replace('../', 'src/'));
      const found = forbidden
        .filter(([, re]) => re.test(source))
        .map(([what, re]) => `${what}: ${source.match(re)?.[0]}`);
      expect(found).toEqual([]);
    });
  }
});
