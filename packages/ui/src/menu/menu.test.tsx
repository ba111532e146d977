import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DropdownMenu, MenuItem } from './menu';

function Example({ onAction = () => {} }: { onAction?: (key: React.Key) => void }) {
  return (
    <div style={{ padding: 40 }}>
      <DropdownMenu trigger="Generators" aria-label="Generators" onAction={onAction}>
        <MenuItem id="image">Image generator</MenuItem>
        <MenuItem id="text">Text generator</MenuItem>
      </DropdownMenu>
      <p style={{ marginTop: 300 }}>Elsewhere</p>
    </div>
  );
}

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('DropdownMenu on desktop (>= 768 px)', () => {
  it('opens on hover and closes 150 ms after the pointer leaves', async () => {
    const screen = await render(<Example />);
    await userEvent.hover(screen.getByRole('button', { name: 'Generators' }));
    const menu = screen.getByRole('menu');
    await expect.element(menu).toBeVisible();
    // Moving from the trigger into the menu keeps it open.
    await userEvent.hover(screen.getByRole('menuitem', { name: 'Text generator' }));
    await new Promise((r) => setTimeout(r, 250));
    expect(menu.query()).not.toBeNull();

    // Timestamps come from the page itself (the moment the menu leaves the DOM), so a slow
    // machine cannot make the check flaky: the pointer leaves after leftAt, so a menu that
    // honours the 150 ms delay is removed at least 150 ms after it.
    const menuElement = menu.element();
    let closedAt = 0;
    const observer = new MutationObserver(() => {
      if (!closedAt && !menuElement.isConnected) closedAt = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const leftAt = performance.now();
    await userEvent.hover(screen.getByText('Elsewhere'));
    await expect.element(menu).not.toBeInTheDocument();
    observer.disconnect();
    expect(closedAt).toBeGreaterThan(0);
    expect(closedAt - leftAt).toBeGreaterThanOrEqual(150);
  });

  it('stays open when the trigger it opened under on hover is clicked', async () => {
    const screen = await render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Generators' });
    await userEvent.hover(trigger);
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await trigger.click();
    await new Promise((r) => setTimeout(r, 50));
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const screen = await render(<Example />);
    await screen.getByRole('button', { name: 'Generators' }).click();
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.click(document.body, { position: { x: 600, y: 600 } });
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, arrows move, Enter picks, Escape closes', async () => {
    const onAction = vi.fn();
    const screen = await render(<Example onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await expect.element(screen.getByRole('menuitem', { name: 'Image generator' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('text');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    // Focus goes back to the trigger once the menu has gone.
    await expect.element(screen.getByRole('button', { name: 'Generators' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  });
});

describe('DropdownMenu on mobile (< 768 px)', () => {
  it('does not open on hover; opens and closes on click; closes on outside click', async () => {
    await page.viewport(375, 700);
    const screen = await render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Generators' });
    await userEvent.hover(trigger);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByRole('menu').query()).toBeNull();
    await trigger.click();
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.click(document.body, { position: { x: 300, y: 600 } });
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  });
});
