import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import * as icons from './icons';

describe('icons', () => {
  const entries = Object.entries(icons);

  it('holds the icons the app draws (menu, profile, back to top, spark, the four generators)', () => {
    for (const name of [
      'MenuIcon',
      'UserIcon',
      'ArrowUpIcon',
      'SparkIcon',
      'ImageIcon',
      'TextIcon',
      'VoiceIcon',
      'VideoIcon',
    ]) {
      expect(icons).toHaveProperty(name);
    }
  });

  it.each(entries)('%s is a decorative, unfocusable 1em svg in currentColor', async (_, Icon) => {
    const screen = await render(<Icon data-testid="icon" className="extra" />);
    const svg = screen.getByTestId('icon').element();
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('width')).toBe('1em');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('class')).toBe('extra');
    expect(svg.children.length).toBeGreaterThan(0);
  });
});
