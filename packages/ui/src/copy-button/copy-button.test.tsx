import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CopyButton } from './copy-button';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CopyButton', () => {
  it('copies the value, says Copied, and reports it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onCopy = vi.fn();
    const screen = await render(<CopyButton value="ord_123" onCopy={onCopy} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('ord_123');
    expect(onCopy).toHaveBeenCalledWith('ord_123');
    await expect.element(screen.getByRole('button')).toHaveTextContent('Copied');
  });

  it('reports a failed copy', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const onCopyError = vi.fn();
    const screen = await render(<CopyButton value="x" label="Copiar" onCopyError={onCopyError} />);
    await screen.getByRole('button', { name: 'Copiar' }).click();
    await vi.waitFor(() => expect(onCopyError).toHaveBeenCalled(), { timeout: 10_000 });
    await expect.element(screen.getByRole('button')).toHaveTextContent('Copiar');
  });

  it('keeps an accessible name when icon-only', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const screen = await render(<CopyButton value="x" isIconOnly label="Copy order ID" />);
    await screen.getByRole('button', { name: 'Copy order ID' }).click();
    await expect.element(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
  });
});
