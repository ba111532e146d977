import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button';
import { applyTheme, ThemeProvider } from './theme-provider';
import { darkColors, lightColors } from './tokens';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Colors = typeof lightColors;
type Key = keyof Colors;
// Text on its background: at least 4.5:1 (WCAG AA, normal text).
const textPairs: [Key, Key][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceSunken'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryPressed'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onSecondary', 'secondaryPressed'],
  ['text', 'ghostHover'],
  ['text', 'ghostPressed'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['onDanger', 'dangerPressed'],
  ['dangerText', 'surface'],
  ['dangerText', 'background'],
  ['link', 'surface'],
  ['link', 'background'],
  ['linkHover', 'surface'],
  ['successText', 'successSurface'],
  ['pendingText', 'pendingSurface'],
  ['failedText', 'failedSurface'],
  ['neutralText', 'neutralSurface'],
  ['onTooltip', 'tooltip'],
];
// Borders of controls and the focus ring: at least 3:1 (WCAG 1.4.11).
const uiPairs: [Key, Key][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'background'],
  ['focusRing', 'surface'],
  ['focusRing', 'background'],
  ['primary', 'surface'],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme contrast', (_name, colors: Colors) => {
  it.each(textPairs)('%s on %s >= 4.5:1', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s on %s >= 3:1', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('theme switching', () => {
  it('applies light and dark through data-theme on <html> and follows the system otherwise', async () => {
    const screen = await render(
      <ThemeProvider theme="dark">
        <Button>Go</Button>
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('button')).toBeVisible();
    const bg = () => getComputedStyle(document.body).backgroundColor;
    expect(document.documentElement.dataset.theme).toBe('dark');
    const dark = bg();
    applyTheme('light');
    const light = bg();
    expect(light).not.toBe(dark);
    expect(light).toBe('rgb(247, 247, 251)');
    expect(dark).toBe('rgb(14, 14, 20)');
    applyTheme('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
