import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@lumen/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { TopUpDialogOnDemand } from './top-up-dialog-on-demand';

/** A page's Top up button and the dialog it opens. */
function TopUpButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>
        <FormattedMessage id="dashboard.topUp" />
      </Button>
      <TopUpDialogOnDemand isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Top up/Dialog on demand',
  component: TopUpButton,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/dashboard', path: '/dashboard', signedIn: true },
    msw: { handlers: mockBackend({ balance: 5 }) },
  },
} satisfies Meta<typeof TopUpButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's code is fetched at the first press; then it opens. */
export const OpensOnPress: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'dashboard.topUp') }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyMessage(globals, 'topup.title'),
    });
    // The dialog fades in: visible once its entry animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
