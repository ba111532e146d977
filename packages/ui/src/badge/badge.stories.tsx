import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../story-utils/story-locale';
import { Badge, badgeVariants } from './badge';

const labels = {
  success: { en: 'Completed', es: 'Completado' },
  pending: { en: 'Pending', es: 'Pendiente' },
  failed: { en: 'Failed', es: 'Fallido' },
  neutral: { en: 'Cancelled', es: 'Cancelado' },
} as const;

const meta: Meta<typeof Badge> = {
  title: 'Feedback/Badge',
  component: Badge,
  argTypes: { variant: { control: 'inline-radio', options: badgeVariants } },
  render: function Render({ variant = 'neutral', ...args }) {
    const t = useT();
    return (
      <Badge variant={variant} {...args}>
        {t(labels[variant])}
      </Badge>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Badge>;

export const Success: Story = { args: { variant: 'success' } };
export const Pending: Story = { args: { variant: 'pending' } };
export const Failed: Story = { args: { variant: 'failed' } };
export const Neutral: Story = { args: { variant: 'neutral' } };
export const All: Story = {
  render: function Render() {
    const t = useT();
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        {badgeVariants.map((v) => (
          <Badge key={v} variant={v}>
            {t(labels[v])}
          </Badge>
        ))}
      </div>
    );
  },
};
