import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './button';

describe('Button', () => {
  it('fires onPress on click, Enter and Space', async () => {
    const onPress = vi.fn();
    const screen = await render(<Button onPress={onPress}>Save</Button>);
    await screen.getByRole('button', { name: 'Save' }).click();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('is reachable with Tab and shows focus-visible', async () => {
    const screen = await render(<Button>Save</Button>);
    await userEvent.tab();
    await expect.element(screen.getByRole('button')).toHaveAttribute('data-focus-visible');
  });

  it('does not fire while loading and announces a spinner', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button isLoading loadingLabel="Saving" onPress={onPress}>
        Save
      </Button>,
    );
    await screen.getByRole('button').click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('button')).toHaveAttribute('data-pending');
    await expect.element(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
  });

  it.each([
    ['en-GB', 'Loading…'],
    ['es-ES', 'Cargando…'],
  ])(
    'names its spinner in the locale’s language when no label is given (%s)',
    async (locale, name) => {
      const screen = await render(
        <I18nProvider locale={locale}>
          <Button isLoading>Save</Button>
        </I18nProvider>,
      );
      await expect.element(screen.getByRole('progressbar', { name })).toBeInTheDocument();
    },
  );

  it('does not fire when disabled', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    await screen.getByRole('button').click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });
});
