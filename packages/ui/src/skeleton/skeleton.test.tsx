import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes the given size', async () => {
    const screen = await render(<Skeleton shape="rect" width={120} height={40} />);
    const el = screen.container.querySelector('[data-shape="rect"]') as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    const rect = el.getBoundingClientRect();
    expect(rect.width).toBe(120);
    expect(rect.height).toBe(40);
  });
});
