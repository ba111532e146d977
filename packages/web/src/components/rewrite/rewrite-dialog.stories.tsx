import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { RewriteDialog } from './rewrite-dialog';

const app = { route: '/saved-texts', path: '/saved-texts', signedIn: true };

const meta = {
  title: 'Texts/Rewrite dialog',
  component: RewriteDialog,
  ...appStoryMeta,
  args: {
    source: {
      content:
        'Spring is here. Discover our new collection of light fabrics. Bright colours await you.',
      prompt: 'Announce the spring collection',
      textType: 'socialMedia',
      textLength: 'short',
      writingStyle: 'casual',
      outputLanguage: 'english',
    },
    isOpen: true,
    onOpenChange: () => {},
  },
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: mockBackend({ balance: 20 }) },
  },
} satisfies Meta<typeof RewriteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shorter picked, its cost shown before Rewrite. */
export const Open: Story = {};

/** Another style: the writing style to rewrite in, the cost unchanged. */
export const AnotherStyle: Story = {
  play: async ({ globals }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: storyMessage(globals, 'rewrite.title'),
      }),
    );
    await userEvent.click(
      dialog.getByRole('radio', { name: storyMessage(globals, 'rewrite.operation.style') }),
    );
    await waitFor(() =>
      expect(
        dialog.getByRole('button', { name: new RegExp(storyMessage(globals, 'rewrite.style')) }),
      ).toBeVisible(),
    );
  },
};

/** Translated to Spanish: the result below, with Save as saved text. */
export const Translated: Story = {
  play: async ({ globals }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: storyMessage(globals, 'rewrite.title'),
      }),
    );
    await userEvent.click(
      dialog.getByRole('radio', { name: storyMessage(globals, 'rewrite.operation.translate') }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: storyMessage(globals, 'rewrite.submit') }),
    );
    await expect(
      await dialog.findByRole('button', { name: storyMessage(globals, 'rewrite.save') }),
    ).toBeVisible();
  },
};
