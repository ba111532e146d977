import type { Meta, StoryObj } from '@storybook/react-vite';
import { savedTexts } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './saved-texts';

const meta = {
  title: 'Screens/Saved texts',
  component: Component,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/saved-texts', signedIn: true },
    msw: { handlers: mockBackend({ texts: savedTexts(25) }) },
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 25 saved texts, 10 a page. */
export const WithData: Story = {};

/** A saved text open whole: Share, Copy and its downloads (.txt, .md, .pdf) in the footer. */
export const Viewing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const view = storyMessage(globals, 'savedTexts.viewLabel').split('{')[0]!;
    const [first] = await canvas.findAllByRole('button', { name: new RegExp(`^${view}`) });
    await userEvent.click(first!);
    const dialog = within(await within(document.body).findByRole('dialog'));
    const pdf = await dialog.findByRole('button', {
      name: storyMessage(globals, 'textDownload.pdf'),
    });
    // The dialog fades in.
    await waitFor(() => expect(pdf).toBeVisible());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockBackend() } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockBackend({ texts: 'loading' }) } },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: mockBackend({ texts: 'error' }) } },
};
