import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../icons/icons';
import { useT } from '../story-utils/story-locale';
import { Button, buttonSizes, buttonVariants } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { onPress: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  render: function Render({ children, ...args }) {
    const t = useT();
    return (
      <Button {...args}>{children ?? t({ en: 'Generate image', es: 'Generar imagen' })}</Button>
    );
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive' } };

export const AllVariants: Story = {
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {buttonSizes.map((size) => (
          <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            {buttonVariants.map((variant) => (
              <Button key={variant} {...args} variant={variant} size={size}>
                {t({ en: 'Button', es: 'Botón' })} {variant} {size}
              </Button>
            ))}
          </div>
        ))}
      </div>
    );
  },
};

export const WithIcon: Story = {
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ display: 'flex', gap: 12 }}>
        <Button {...args}>
          <PlusIcon /> {t({ en: 'Buy credits', es: 'Comprar créditos' })}
        </Button>
        <Button
          {...args}
          variant="secondary"
          isIconOnly
          aria-label={t({ en: 'Add', es: 'Añadir' })}
        >
          <PlusIcon />
        </Button>
      </div>
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-focus-visible');
  },
};

export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed');
  },
};
