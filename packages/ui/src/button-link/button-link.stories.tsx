import type { Meta, StoryObj } from '@storybook/react-vite';
import { buttonSizes, buttonVariants } from '../button/button';
import { PlusIcon } from '../icons/icons';
import { focusFirstWithKeyboard, hoverFirst, pressFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { ButtonLink } from './button-link';

const meta: Meta<typeof ButtonLink> = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  args: { href: '/signup', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  render: function Render({ children, ...args }) {
    const t = useT();
    return <ButtonLink {...args}>{children ?? t({ en: 'Get started', es: 'Empezar' })}</ButtonLink>;
  },
};
export default meta;
type Story = StoryObj<typeof ButtonLink>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Large: Story = { args: { size: 'lg' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const IconOnly: Story = {
  args: { isIconOnly: true, variant: 'ghost', 'aria-label': 'New image' },
  render: (args) => (
    <ButtonLink {...args}>
      <PlusIcon />
    </ButtonLink>
  ),
};
export const Hovered: Story = { play: hoverFirst('link') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
export const Pressed: Story = { play: pressFirst('link') };
export const Disabled: Story = { args: { isDisabled: true } };
