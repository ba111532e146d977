import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst, pressFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Link, linkVariants } from './link';

const meta: Meta<typeof Link> = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/pricing', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  render: function Render({ children, ...args }) {
    const t = useT();
    return (
      <p>
        {t({ en: 'Need more credits? ', es: '¿Necesitas más créditos? ' })}
        <Link {...args}>{children ?? t({ en: 'See pricing', es: 'Ver precios' })}</Link>
      </p>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Link>;

export const Inline: Story = {};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const Subtle: Story = { args: { variant: 'subtle' } };
export const Hovered: Story = { play: hoverFirst('link') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
export const Pressed: Story = { play: pressFirst('link') };
export const Disabled: Story = { args: { isDisabled: true } };
