import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { appStoryMeta } from '@/testing/story-providers';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/Page header',
  component: PageHeader,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/page-header' } },
  args: {
    title: <FormattedMessage id="imageGenerator.title" />,
    description: <FormattedMessage id="imageGenerator.subtitle" />,
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's heading with the line under it (the generators, saved texts). */
export const Page: Story = {};

/** The title alone (checkout). */
export const TitleOnly: Story = {
  args: { title: <FormattedMessage id="checkout.title" />, description: undefined },
};

/** A step smaller, in a centred card (sign-up, sign-in, reset password). */
export const Panel: Story = {
  args: {
    size: 'panel',
    title: <FormattedMessage id="signin.title" />,
    description: <FormattedMessage id="signin.subtitle" />,
  },
};
