import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { ModelChoice } from './model-choice';
import { FormSegmentedChoice, SegmentedChoice } from './segmented-choice';

const durations = [4, 6, 8] as const;
type Duration = (typeof durations)[number];
const models = ['demo', 'gemini'] as const;
type Model = (typeof models)[number];

/** A duration choice (numbers) and a model choice with one model the server cannot run. */
function Choices() {
  const [seconds, setSeconds] = useState<Duration>(4);
  const [model, setModel] = useState<Model>('demo');
  return (
    <>
      <SegmentedChoice
        id="story-duration-label"
        label={<FormattedMessage id="videoGenerator.duration" />}
        options={durations}
        value={seconds}
        onChange={setSeconds}
        optionLabel={(value) => (
          <FormattedMessage id="videoGenerator.seconds" values={{ seconds: value }} />
        )}
      />
      <ModelChoice
        id="story-model-label"
        label={<FormattedMessage id="videoGenerator.modelLabel" />}
        models={models}
        value={model}
        onChange={setModel}
        available={(value) => value === 'demo'}
        known
        modelName={(value) => (value === 'demo' ? 'Demo' : 'Gemini')}
        unavailableNote={(name) => (
          <FormattedMessage id="videoGenerator.modelUnavailable" values={{ model: name }} />
        )}
      />
    </>
  );
}

const meta = {
  title: 'Generators/Segmented choice',
  component: Choices,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/segmented-choice' } },
} satisfies Meta<typeof Choices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each group is named by its label; a model the server cannot run is disabled, with why. */
export const Choice: Story = {};

/** The arrow keys move between the segments and Space picks one. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', {
      name: storyMessage(globals, 'videoGenerator.duration'),
    });
    const [first, second] = within(group).getAllByRole('radio');
    await userEvent.click(first!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toBeChecked();
  },
};

/** The choice bound to a form (as the rewrite dialog's operation): the form's value is picked. */
function BoundChoice() {
  const { control } = useForm<{ seconds: Duration }>({ defaultValues: { seconds: 6 } });
  return (
    <FormSegmentedChoice
      control={control}
      name="seconds"
      id="story-bound-duration-label"
      label={<FormattedMessage id="videoGenerator.duration" />}
      options={durations}
      optionLabel={(value) => (
        <FormattedMessage id="videoGenerator.seconds" values={{ seconds: value }} />
      )}
    />
  );
}

/** Bound to react-hook-form: the default value is picked, a press picks another. */
export const BoundToAForm: Story = {
  render: () => <BoundChoice />,
  play: async ({ canvasElement, globals }) => {
    const group = await within(canvasElement).findByRole('radiogroup', {
      name: storyMessage(globals, 'videoGenerator.duration'),
    });
    const [first, second] = within(group).getAllByRole('radio');
    await expect(second).toBeChecked();
    await userEvent.click(first!);
    await expect(first).toBeChecked();
  },
};
