import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../story-utils/story-locale';
import { ProgressBar } from './progress-bar';

const meta: Meta<typeof ProgressBar> = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40 },
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <ProgressBar label={t({ en: 'Generating image', es: 'Generando imagen' })} {...args} />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof ProgressBar>;

export const Default: Story = {};
export const Complete: Story = { args: { value: 100 } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
