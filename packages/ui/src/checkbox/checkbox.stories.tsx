import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst, pressFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Checkbox } from './checkbox';

const meta: Meta<typeof Checkbox> = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  render: function Render({ children, ...args }) {
    const t = useT();
    return (
      <Checkbox {...args}>
        {children ?? t({ en: 'Upscale (+3 credits)', es: 'Ampliar (+3 créditos)' })}
      </Checkbox>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Checkbox>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const Invalid: Story = { args: { isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const Hovered: Story = { play: hoverFirst('checkbox') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
export const Pressed: Story = { play: pressFirst('checkbox') };
