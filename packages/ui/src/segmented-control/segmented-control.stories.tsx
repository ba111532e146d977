import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst, pressFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Segment, SegmentedControl } from './segmented-control';

const meta: Meta<typeof SegmentedControl> = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  args: { defaultSelectedKey: '1:1' },
  render: function Render(args) {
    const t = useT();
    return (
      <SegmentedControl aria-label={t({ en: 'Aspect ratio', es: 'Relación de aspecto' })} {...args}>
        <Segment id="1:1">1:1</Segment>
        <Segment id="16:9">16:9</Segment>
        <Segment id="9:16">9:16</Segment>
        <Segment id="original">{t({ en: 'Original', es: 'Original' })}</Segment>
      </SegmentedControl>
    );
  },
};
export default meta;
type Story = StoryObj<typeof SegmentedControl>;

export const Default: Story = {};
export const Disabled: Story = { args: { isDisabled: true } };
export const Hovered: Story = { play: hoverFirst('radio') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
export const Pressed: Story = { play: pressFirst('radio') };
