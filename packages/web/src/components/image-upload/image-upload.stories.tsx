import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { ImageUpload } from './image-upload';

/** A 1×1 PNG, as the server's stored picture would be served. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const stored = () =>
  HttpResponse.json(
    { id: 'upl_1', url: PIXEL, width: 1, height: 1, contentType: 'image/png' },
    { status: 201 },
  );
const refused = () =>
  HttpResponse.json(
    {
      error: 'invalid_image',
      message: 'The file is not a PNG, JPEG or WebP image',
      issues: [{ path: 'file', message: 'The file is not a PNG, JPEG or WebP image' }],
    },
    { status: 400 },
  );

/** The field as a generator screen will hold it, under the page's heading. */
function UploadOnPage() {
  return (
    <div>
      <h1>Start from your own picture</h1>
      <ImageUpload />
    </div>
  );
}

const meta = {
  title: 'Generators/Image upload',
  component: UploadOnPage,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    layout: 'padded',
    app: { route: '/', path: '/', signedIn: true },
    msw: { handlers: [http.post('/api/uploads/images', stored), ...mockBackend()] },
  },
} satisfies Meta<typeof UploadOnPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the label, the limits, the drop zone. */
export const Empty: Story = {};

/** A picture sent: its preview and size. */
export const Uploaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(storyMessage(globals, 'imageUpload.label'));
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    await expect(
      await canvas.findByRole('img', { name: storyMessage(globals, 'imageUpload.previewAlt') }),
    ).toBeVisible();
  },
};

/** A text file named .png: the server's refusal on the field, in the page's language. */
export const NotAnImage: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/uploads/images', refused), ...mockBackend()] },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(storyMessage(globals, 'imageUpload.label'));
    await userEvent.upload(input, new File(['hello'], 'photo.png', { type: 'image/png' }));
    // The alert is always there (empty until something is refused): wait for its words.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        storyMessage(globals, 'imageUpload.error.notAnImage'),
      ),
    );
  },
};
