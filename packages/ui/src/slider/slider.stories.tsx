import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Slider } from './slider';

const meta: Meta<typeof Slider> = {
  title: 'Forms/Slider',
  component: Slider,
  args: { minValue: 1, maxValue: 20, step: 1, defaultValue: 7 },
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <Slider label={t({ en: 'Creativity level', es: 'Nivel de creatividad' })} {...args} />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Slider>;

export const Default: Story = {};
export const Disabled: Story = { args: { isDisabled: true } };
export const Hovered: Story = { play: hoverFirst('slider') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
