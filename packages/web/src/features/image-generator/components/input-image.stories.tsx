import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { storyImage } from '@/testing/media';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { InputImageSlot, OwnPicture } from './input-image';

const meta = {
  title: 'Generators/Image input',
  component: InputImageSlot,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    layout: 'padded',
    app: { route: '/story/input-image', signedIn: true },
    msw: {
      handlers: [
        http.post('/api/uploads/images', () =>
          HttpResponse.json(
            { id: 'upl_1', url: storyImage(5), width: 512, height: 512, contentType: 'image/png' },
            { status: 201 },
          ),
        ),
        ...mockBackend(),
      ],
    },
  },
  args: { url: storyImage(4), onRemove: fn() },
} satisfies Meta<typeof InputImageSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The edit's input picture, with Remove (back to a plain generation). */
export const Slot: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessage(globals, 'imageEdit.remove') }),
    );
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** Start from your own picture: the upload whose stored picture becomes the input. */
export const OwnPictureUpload: Story = {
  render: () => <OwnPicture onUploaded={fn()} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(storyMessage(globals, 'imageUpload.label')),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    await expect(
      await canvas.findByRole('img', { name: storyMessage(globals, 'imageUpload.previewAlt') }),
    ).toBeVisible();
  },
};
