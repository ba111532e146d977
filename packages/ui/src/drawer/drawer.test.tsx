import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { Drawer } from './drawer';

function Example() {
  return (
    <DialogTrigger>
      <Button>Open menu</Button>
      <Drawer title="Menu" closeLabel="Close menu">
        <p>Links</p>
      </Drawer>
    </DialogTrigger>
  );
}

const scrollLocked = () =>
  getComputedStyle(document.documentElement).overflow === 'hidden' ||
  getComputedStyle(document.body).overflow === 'hidden';

describe('Drawer', () => {
  it('opens from the right and locks page scroll while open', async () => {
    const screen = await render(<Example />);
    expect(scrollLocked()).toBe(false);
    await screen.getByRole('button', { name: 'Open menu' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await expect.element(dialog).toBeVisible();
    // Once the slide-in animation is over, the panel sits against the right edge.
    await vi.waitFor(
      () => {
        const rect = dialog.element().getBoundingClientRect();
        expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth);
      },
      { timeout: 10_000 },
    );
    expect(scrollLocked()).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(scrollLocked()).toBe(false);
  });

  it('closes with the close button and returns focus to the trigger', async () => {
    const screen = await render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await screen.getByRole('button', { name: 'Close menu' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes on a click on the overlay', async () => {
    const screen = await render(<Example />);
    await screen.getByRole('button', { name: 'Open menu' }).click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    // The overlay covers the page left of the panel.
    await userEvent.click(document.body, { position: { x: 20, y: 200 } });
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });
});
