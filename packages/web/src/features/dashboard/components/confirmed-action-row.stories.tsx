import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { ConfirmedActionRow } from './confirmed-action-row';
import * as styles from './dashboard.css';

const meta = {
  title: 'Dashboard/Confirmed action row',
  component: ConfirmedActionRow,
  ...appStoryMeta,
  decorators: [
    (Story) => (
      <ul className={styles.list}>
        <Story />
      </ul>
    ),
    ...(appStoryMeta.decorators ?? []),
  ],
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/confirmed-action-row' } },
  args: {
    title: 'Build server',
    details: [<FormattedMessage key="never" id="tokens.neverUsed" />],
    actionLabel: <FormattedMessage id="tokens.revoke" />,
    actionName: 'Revoke Build server',
    confirmTitle: 'Revoke Build server?',
    confirmBody: <FormattedMessage id="tokens.revokeDescription" />,
    confirmLabel: 'Revoke',
    onConfirm: fn(),
    isConfirmLoading: false,
  },
} satisfies Meta<typeof ConfirmedActionRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A name, its details and the action, named with the row. */
export const Row: Story = {};

/** The action asks first; confirming runs it. */
export const Confirm: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Revoke Build server' }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Revoke Build server?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole('button', { name: storyMessage(globals, 'common.cancel') }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
