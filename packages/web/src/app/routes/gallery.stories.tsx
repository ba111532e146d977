import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { savedImages } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './image-generator';

/** My Gallery is the image generator's second tab; each story opens it. */
const meta = {
  title: 'Screens/My Gallery',
  component: Component,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/image-generator', signedIn: true },
    msw: { handlers: mockBackend({ images: savedImages(30) }) },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: storyMessage(globals, 'imageGenerator.tab.gallery') }),
    );
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 30 saved images, 12 a page. */
export const WithImages: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: mockBackend() } },
};

/** The gallery request fails (500): the error state with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: mockBackend({ images: 'error' }) } },
};

/** Two images picked: the count, Clear selection and Download selected are live. */
export const TwoSelected: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const boxes = await canvas.findAllByRole('checkbox');
    for (const box of boxes.slice(0, 2)) await userEvent.click(box);
    await canvas.findByText(storyMessage(context.globals, 'gallery.pick.download'));
  },
};

/** Signed out: the 'Sign In to Access Gallery' teaser. */
export const SignedOut: Story = {
  parameters: { app: { signedIn: false } },
};

/** On a phone the filters fold behind the Filters button, so the first image is on screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** On a phone, the Filters button pressed: the filters open under it. */
export const OnAPhoneFiltersOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Filters|Filtros)$/ }));
  },
};
