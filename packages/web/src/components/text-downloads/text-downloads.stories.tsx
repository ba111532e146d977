import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { TextDownloads } from './text-downloads';

const meta = {
  title: 'Texts/Text downloads',
  component: TextDownloads,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/text-downloads' } },
  args: {
    prompt: '¿Qué regalar a una senderista?',
    content:
      '¡Una botella reutilizable! Ligera, térmica y con un diseño pensado para la montaña: ' +
      'el “compañero” que aguanta cada subida—larga o corta.',
    outputLanguage: 'spanish',
  },
  render: (args) => (
    <article>
      <h1>{args.prompt}</h1>
      <p>{args.content}</p>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <TextDownloads {...args} />
      </div>
    </article>
  ),
} satisfies Meta<typeof TextDownloads>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A generated text's downloads, small and quiet beside Copy and Save (the generator's results). */
export const Result: Story = {};

/** A saved text's downloads in its view dialog's footer, beside Share and Copy. */
export const Dialog: Story = { args: { size: 'md', variant: 'secondary' } };

/** The PDF could not be made (here its font answers 404): a toast says so, the button is free. */
export const PdfFailed: Story = {
  parameters: {
    msw: { handlers: [http.get(/\.woff$/, () => new HttpResponse(null, { status: 404 }))] },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'textDownload.pdf') }),
    );
    // The PDF maker loads on this first press before it asks for the font: a generous bound.
    const toast = await within(document.body).findByText(
      storyMessage(globals, 'textDownload.failed.description'),
      {},
      { timeout: 30_000 },
    );
    await waitFor(() => expect(toast).toBeVisible());
  },
};
