import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { AlertDialog } from './alert-dialog';

function Example({ onConfirm }: { onConfirm: () => void }) {
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
});
