import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../story-utils/story-locale';
import { Spinner, spinnerSizes } from './spinner';

const meta: Meta<typeof Spinner> = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  render: function Render(args) {
    const t = useT();
    return <Spinner label={t({ en: 'Loading', es: 'Cargando' })} {...args} />;
  },
};
export default meta;
type Story = StoryObj<typeof Spinner>;

export const Default: Story = {};
export const Sizes: Story = {
  render: function Render() {
    const t = useT();
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        {spinnerSizes.map((size) => (
          <Spinner key={size} size={size} label={t({ en: 'Loading', es: 'Cargando' })} />
        ))}
      </div>
    );
  },
};
