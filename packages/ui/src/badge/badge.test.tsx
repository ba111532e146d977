import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Badge, badgeVariants } from './badge';

describe('Badge', () => {
  it('renders each status with its text and a distinct colour', async () => {
    const screen = await render(
      <div>
        {badgeVariants.map((v) => (
          <Badge key={v} variant={v}>
            {v}
          </Badge>
        ))}
      </div>,
    );
    const colours = new Set<string>();
    for (const v of badgeVariants) {
      const el = screen.getByText(v, { exact: true }).element();
      expect(el.getAttribute('data-variant')).toBe(v);
      colours.add(getComputedStyle(el).backgroundColor);
    }
    expect(colours.size).toBe(badgeVariants.length);
  });
});
