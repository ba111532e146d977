import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { ItemDialog, type ItemDialogProps, ItemDialogButton } from './item-dialog';
import * as styles from './item-dialog.css';

const prompt = 'A fox in a snowy forest';

const meta = {
  title: 'Library/Item dialog',
  component: ItemDialog,
  ...appStoryMeta,
  args: {
    isOpen: true,
    onOpenChange: () => {},
    title: <FormattedMessage id="share.title" />,
    description: prompt,
    children: (
      <p className={styles.muted}>
        <FormattedMessage id="share.description" />
      </p>
    ),
  },
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/item-dialog' } },
} satisfies Meta<typeof ItemDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the title, the item's prompt, the contents and Close. */
export const Open: Story = {
  play: async ({ globals }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: storyMessage(globals, 'share.title'),
      }),
    );
    // The dialog fades in: visible once its entry animation has run.
    await waitFor(() => expect(dialog.getByText(prompt)).toBeVisible());
    await expect(
      dialog.getByRole('button', { name: storyMessage(globals, 'common.close') }),
    ).toBeVisible();
  },
};

function ShareItemButton(args: ItemDialogProps) {
  const intl = useIntl();
  return (
    <ItemDialogButton
      accessibleName={intl.formatMessage({ id: 'share.buttonNamed' }, { prompt })}
      dialog={(state) => <ItemDialog {...args} {...state} />}
    >
      <FormattedMessage id="share.button" />
    </ItemDialogButton>
  );
}

/** The button beside an item, named with the item; it opens the dialog. */
export const FromItsButton: Story = {
  render: (args) => <ShareItemButton {...args} />,
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(prompt) }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyMessage(globals, 'share.title'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
