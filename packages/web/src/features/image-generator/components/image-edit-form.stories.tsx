import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { storyImage } from '@/testing/media';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { ImageEditForm } from './image-edit-form';

const meta = {
  title: 'Generators/Image edit form',
  component: ImageEditForm,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    layout: 'padded',
    app: { route: '/story/image-edit-form', signedIn: true },
    msw: { handlers: mockBackend() },
  },
  args: {
    sourceUrl: storyImage(4),
    signedIn: true,
    balance: 40,
    isPending: false,
    onGenerate: fn(),
    onEmptyPrompt: fn(),
  },
} satisfies Meta<typeof ImageEditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The instruction, size and count; Generate sends them with the source picture. */
export const Instruction: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: storyMessage(globals, 'imageEdit.instruction') }),
      'Add a red kite',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessage(globals, 'imageGenerator.generate') }),
    );
    await expect(args.onGenerate).toHaveBeenCalledWith(
      expect.objectContaining({ prompt: 'Add a red kite', source: { url: storyImage(4) } }),
    );
  },
};

/** Generating: the button is busy. */
export const Generating: Story = { args: { isPending: true } };

/** Too few credits: the shortfall and the note. */
export const NotEnoughCredits: Story = { args: { balance: 1 } };

/** Signed out: a link to sign in instead of Generate. */
export const SignedOut: Story = { args: { signedIn: false, balance: undefined } };
