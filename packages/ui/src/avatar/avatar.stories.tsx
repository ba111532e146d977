import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, avatarSizes } from './avatar';

const meta: Meta<typeof Avatar> = {
  title: 'Layout/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
};
export default meta;
type Story = StoryObj<typeof Avatar>;

export const Initials: Story = {};
export const SingleName: Story = { args: { name: 'Grace' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
