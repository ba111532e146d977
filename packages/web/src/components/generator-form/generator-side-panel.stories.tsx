import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { GeneratorSidePanel } from './generator-side-panel';

const meta = {
  title: 'Generators/Side panel',
  component: GeneratorSidePanel,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/generator-side-panel' } },
  args: {
    cost: 4,
    balance: 10,
    testIdPrefix: 'story',
    signedIn: true,
    isPending: false,
    promptEmpty: false,
    notEnough: (count) => <FormattedMessage id="imageGenerator.notEnough" values={{ count }} />,
    generate: <FormattedMessage id="imageGenerator.generate" />,
    generating: <FormattedMessage id="imageGenerator.generating" />,
    signInToGenerate: <FormattedMessage id="imageGenerator.signInToGenerate" />,
  },
} satisfies Meta<typeof GeneratorSidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enough credits: the cost, the balance after, and Generate, reached by the keyboard. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', {
      name: storyMessage(globals, 'imageGenerator.generate'),
    });
    await expect(button).toBeEnabled();
    button.blur();
    while (document.activeElement !== button) await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** Fewer credits than the cost: the note says how many are missing. */
export const NotEnoughCredits: Story = { args: { cost: 12, balance: 5 } };

/** No prompt yet: Generate waits, disabled. */
export const NoPrompt: Story = { args: { promptEmpty: true } };

/** Generating: the button is busy and says so. */
export const Generating: Story = { args: { isPending: true } };

/** Signed out: no balance line, and a link to sign in instead of the button. */
export const SignedOut: Story = {
  args: { signedIn: false, balance: undefined },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', {
        name: storyMessage(globals, 'imageGenerator.signInToGenerate'),
      }),
    ).toBeVisible();
  },
};

/** A generator without the note (text): a short balance shows only the credits missing. */
export const WithoutNote: Story = { args: { cost: 12, balance: 5, notEnough: undefined } };
