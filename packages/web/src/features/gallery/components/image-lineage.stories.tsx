import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImage } from '@/testing/media';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { ImageLineage } from './image-lineage';

const meta = {
  title: 'Gallery/Image lineage',
  component: ImageLineage,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, layout: 'padded', app: { route: '/story/lineage' } },
  args: { derivedFrom: { url: storyImage(1), kind: 'edit', imageId: 'img1' } },
} satisfies Meta<typeof ImageLineage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An edit whose original is still saved: the link opens it. */
export const EditedFrom: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', {
      name: storyMessage(globals, 'gallery.lineage.open'),
    });
    await expect(link).toHaveAttribute('href', storyImage(1));
  },
};

/** In the gallery's dialog: the link shows the original there, by its id. */
export const OpensInPlace: Story = {
  args: { onOpen: fn() },
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('link', {
        name: storyMessage(globals, 'gallery.lineage.open'),
      }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith('img1');
  },
};

/** A variation of a saved picture. */
export const VariationOf: Story = {
  args: { derivedFrom: { url: storyImage(1), kind: 'variation', imageId: 'img1' } },
};

/** The original was deleted (or uploaded, never saved): no link, the words say so. */
export const OriginalGone: Story = {
  args: { derivedFrom: { url: storyImage(1), kind: 'edit', imageId: null } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).queryByRole('link', {
        name: storyMessage(globals, 'gallery.lineage.open'),
      }),
    ).toBeNull();
  },
};
