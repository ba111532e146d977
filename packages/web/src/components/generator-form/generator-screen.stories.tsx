import { Card, CardTitle } from '@lumen/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { GeneratorScreen, type GeneratorScreenProps } from './generator-screen';

const meta = {
  title: 'Generators/Screen frame',
  component: GeneratorScreen,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/generator-screen' } },
  args: {
    title: <FormattedMessage id="voiceGenerator.title" />,
    description: <FormattedMessage id="voiceGenerator.subtitle" />,
    form: (
      <Card>
        <CardTitle level={2}>
          <FormattedMessage id="voiceGenerator.generate" />
        </CardTitle>
      </Card>
    ),
    result: (
      <Card as="section" aria-labelledby="story-result-title">
        <CardTitle level={2} id="story-result-title">
          <FormattedMessage id="voiceGenerator.result.title" />
        </CardTitle>
      </Card>
    ),
  },
} satisfies Meta<typeof GeneratorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title, the kind's form, then its result, in that order. */
export const FormAndResult: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: storyMessage(globals, 'voiceGenerator.title'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: storyMessage(globals, 'voiceGenerator.result.title') }),
    ).toBeVisible();
  },
};

/** The image kind's tabs, named in the page's language. */
function WithGalleryTab(props: GeneratorScreenProps) {
  const intl = useIntl();
  return (
    <GeneratorScreen
      {...props}
      title={<FormattedMessage id="imageGenerator.title" />}
      description={<FormattedMessage id="imageGenerator.subtitle" />}
      tabs={{
        label: intl.formatMessage({ id: 'imageGenerator.tabs' }),
        generate: <FormattedMessage id="imageGenerator.tab.generate" />,
        others: [
          {
            id: 'gallery',
            title: <FormattedMessage id="imageGenerator.tab.gallery" />,
            content: <FormattedMessage id="imageGenerator.teaser.title" />,
          },
        ],
      }}
    />
  );
}

/** A kind with a library: Generate beside its other tab, the form inside Generate. */
export const WithTabs: Story = {
  render: (args) => <WithGalleryTab {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: storyMessage(globals, 'imageGenerator.tab.gallery') }),
    ).toBeVisible();
  },
};
