import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst, pressFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Switch } from './switch';

const meta: Meta<typeof Switch> = {
  title: 'Forms/Switch',
  component: Switch,
  render: function Render({ children, ...args }) {
    const t = useT();
    return (
      <Switch {...args}>
        {children ?? t({ en: 'Style transfer', es: 'Transferencia de estilo' })}
      </Switch>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Switch>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Hovered: Story = { play: hoverFirst('switch') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
export const Pressed: Story = { play: pressFirst('switch') };
