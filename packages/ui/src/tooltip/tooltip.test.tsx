import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button';
import { TOOLTIP_DELAY_MS, Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('opens at once on keyboard focus and closes with Escape', async () => {
    const screen = await render(
      <Tooltip content="Copy prompt">
        <Button>Copy</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Copy prompt');
    await expect
      .element(screen.getByRole('button'))
      .toHaveAttribute('aria-describedby', screen.getByRole('tooltip').element().id);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover only after 700 ms', async () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    const screen = await render(
      <div style={{ padding: 40 }}>
        <Tooltip content="2 credits per image">
          <Button>Cost</Button>
        </Tooltip>
        <p>Elsewhere</p>
      </div>,
    );
    // Hover tooltips follow the mouse: make the pointer the current modality, and let any
    // earlier tooltip's warm-up window pass.
    await screen.getByText('Elsewhere').click();
    await new Promise((r) => setTimeout(r, 600));
    // The opening moment is read in the page (MutationObserver), and the clock starts before
    // the hover, so a slow machine cannot make this flaky.
    const openedAt = watchTooltip();
    const hoveredAt = performance.now();
    await userEvent.hover(screen.getByRole('button'));
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
    expect(openedAt()).toBeGreaterThan(0);
    expect(openedAt() - hoveredAt).toBeGreaterThanOrEqual(700);
  });

  it('skips the delay for a neighbour hovered right after one was open', async () => {
    const screen = await render(
      <div style={{ padding: 40, display: 'flex', gap: 40 }}>
        <Tooltip content="First tip">
          <Button>One</Button>
        </Tooltip>
        <Tooltip content="Second tip">
          <Button>Two</Button>
        </Tooltip>
        <p>Elsewhere</p>
      </div>,
    );
    await screen.getByText('Elsewhere').click();
    await new Promise((r) => setTimeout(r, 600));
    await userEvent.hover(screen.getByRole('button', { name: 'One' }));
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('First tip');
    const openedAt = watchTooltip('Second tip');
    const movedAt = performance.now();
    await userEvent.hover(screen.getByRole('button', { name: 'Two' }));
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
    // Well under the 700 ms delay: the warm window skipped it.
    expect(openedAt() - movedAt).toBeLessThan(400);
  });
});

/** Records (in page time) when a tooltip, optionally with the given text, first appears. */
function watchTooltip(text?: string): () => number {
  let at = 0;
  const check = () => {
    const tip = document.querySelector('[role="tooltip"]');
    if (!at && tip && (!text || tip.textContent?.includes(text))) at = performance.now();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return at;
  };
}
