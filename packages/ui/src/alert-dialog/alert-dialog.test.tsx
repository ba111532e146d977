import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { AlertDialog } from './alert-dialog';

function Example({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  return (
    <DialogTrigger>
      <Button>Delete</Button>
      <AlertDialog title="Delete text?" confirmLabel="Yes, delete" onConfirm={onConfirm}>
        This cannot be undone.
      </AlertDialog>
    </DialogTrigger>
  );
}

describe('AlertDialog', () => {
  it('is an alertdialog that starts on Cancel and confirms with the confirm button', async () => {
    const onConfirm = vi.fn();
    const screen = await render(<Example onConfirm={onConfirm} />);
    await screen.getByRole('button', { name: 'Delete' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete text?' });
    await expect.element(dialog).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }).element());
    await screen.getByRole('button', { name: 'Yes, delete' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('cancels with Cancel (Enter) or Escape, and ignores clicks outside', async () => {
    const onConfirm = vi.fn();
    const screen = await render(<Example onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await trigger.click();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    await trigger.click();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open when the confirm step fails, and leaves no unhandled rejection behind', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      let attempts = 0;
      const onConfirm = vi.fn(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('wrong password');
      });
      const screen = await render(<Example onConfirm={onConfirm} />);
      await screen.getByRole('button', { name: 'Delete' }).click();
      const dialog = screen.getByRole('alertdialog', { name: 'Delete text?' });
      await screen.getByRole('button', { name: 'Yes, delete' }).click();
      await expect.poll(() => onConfirm.mock.calls.length).toBe(1);
      await expect.element(dialog).toBeVisible();
      await screen.getByRole('button', { name: 'Yes, delete' }).click();
      await expect.element(dialog).not.toBeInTheDocument();
      expect(onConfirm).toHaveBeenCalledTimes(2);
      expect(unhandled).toEqual([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });
});
