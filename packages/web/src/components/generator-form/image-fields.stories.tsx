import { DEFAULT_IMAGE_SIZE, type ImageSize } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { ImageSidePanel, ImageSizeCountFields } from './image-fields';

/** The image forms' group as a form holds it: the size and count fields beside the cost card. */
function ImageFieldsForm(props: Parameters<typeof ImageSidePanel>[0]) {
  const { control } = useForm<{ size: ImageSize; count: number }>({
    defaultValues: { size: DEFAULT_IMAGE_SIZE, count: 1 },
  });
  return (
    <form noValidate>
      <ImageSizeCountFields control={control} />
      <ImageSidePanel {...props} />
    </form>
  );
}

const meta = {
  title: 'Generators/Image fields',
  component: ImageFieldsForm,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/image-fields' } },
  args: { cost: 2, balance: 10, signedIn: true, isPending: false, promptEmpty: false },
} satisfies Meta<typeof ImageFieldsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The size, how many, and Generate with the image wording. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', {
        name: new RegExp(storyMessage(globals, 'imageGenerator.size')),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: storyMessage(globals, 'imageGenerator.count') }),
    ).toHaveValue('1');
    await expect(
      canvas.getByRole('button', { name: storyMessage(globals, 'imageGenerator.generate') }),
    ).toBeEnabled();
  },
};

/** Too few credits: the image generator's note. */
export const NotEnoughCredits: Story = { args: { cost: 12, balance: 5 } };

/** Signed out: a link to sign in instead of Generate. */
export const SignedOut: Story = { args: { signedIn: false, balance: undefined } };
