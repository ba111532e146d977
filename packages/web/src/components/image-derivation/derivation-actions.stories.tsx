import type { Meta, StoryObj } from '@storybook/react-vite';
import { imageCost } from '@lumen/domain';
import { expect, userEvent, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { storyImage } from '@/testing/media';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { DerivationActions } from './derivation-actions';

const meta = {
  title: 'Generators/Edit and more like this',
  component: DerivationActions,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    layout: 'padded',
    app: { route: '/story/derivation', signedIn: true },
    msw: { handlers: mockBackend({ balance: 40 }) },
  },
  args: {
    source: { url: storyImage(3), prompt: 'A fox in a snowy forest', size: '1024x1024' },
  },
} satisfies Meta<typeof DerivationActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit (a link to the image generator with the picture as its input) and More like this. */
export const Actions: Story = {};

/** Beside other pictures: each action names its picture. */
export const Named: Story = { args: { name: 'Generated image 2: A fox in a snowy forest' } };

/** More like this: three variations at their cost, confirmed, shown and focused. */
export const ThreeVariations: Story = {
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: storyMessage(globals, 'derivation.moreLikeThis'),
      }),
    );
    const dialog = within(
      await body.findByRole('dialog', { name: storyMessage(globals, 'variations.title') }),
    );
    const count = dialog.getByRole('textbox', { name: storyMessage(globals, 'variations.count') });
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    const credits = imageCost({ size: '1024x1024', count: 3 });
    await expect(dialog.getByTestId('variation-cost')).toHaveTextContent(String(credits));
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(String(credits)) }));
    await expect(await dialog.findByRole('region', {}, { timeout: 10_000 })).toHaveFocus();
  },
};

/** Too few credits: the shortfall shows before confirming. */
export const NotEnoughCredits: Story = {
  parameters: { msw: { handlers: mockBackend({ balance: 1 }) } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: storyMessage(globals, 'derivation.moreLikeThis'),
      }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId('variation-shortfall')).toBeVisible();
  },
};
