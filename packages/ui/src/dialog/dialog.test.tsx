import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button';
import { DialogTrigger, Modal } from './dialog';

function Example() {
  return (
    <DialogTrigger>
      <Button>View text</Button>
      <Modal
        title="Saved text"
        closeLabel="Close dialog"
        footer={({ close }) => <Button onPress={close}>Done</Button>}
      >
        <p>Body</p>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal', () => {
  it('opens with Enter, traps focus, closes with Escape and restores focus', async () => {
    const screen = await render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Saved text' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'View text' })).toHaveFocus();
  });

  it('closes from the close button, a footer button and the backdrop', async () => {
    const screen = await render(<Example />);
    const trigger = screen.getByRole('button', { name: 'View text' });
    await trigger.click();
    await screen.getByRole('button', { name: 'Close dialog' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await trigger.click();
    await screen.getByRole('button', { name: 'Done' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await trigger.click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['en-GB', 'Close'],
    ['es-ES', 'Cerrar'],
  ])(
    'names its close button in the locale’s language when no label is given (%s)',
    async (locale, name) => {
      const screen = await render(
        <I18nProvider locale={locale}>
          <Modal title="Saved text" isOpen>
            <p>Body</p>
          </Modal>
        </I18nProvider>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Saved text' });
      await expect.element(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    },
  );
});
