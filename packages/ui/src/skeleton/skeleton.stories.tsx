import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './skeleton';

const meta: Meta<typeof Skeleton> = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
};
export default meta;
type Story = StoryObj<typeof Skeleton>;

export const Text: Story = { args: { shape: 'text', width: 240 } };
export const Rect: Story = { args: { shape: 'rect', width: 240, height: 160 } };
export const Circle: Story = { args: { shape: 'circle', width: 48 } };
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <Skeleton shape="rect" height={180} />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
    </div>
  ),
};
