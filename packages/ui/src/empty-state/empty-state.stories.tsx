import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { useT } from '../story-utils/story-locale';
import { EmptyState } from './empty-state';

const meta: Meta<typeof EmptyState> = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  render: function Render(args) {
    const t = useT();
    return (
      <EmptyState
        {...args}
        title={t({ en: 'No saved images yet', es: 'Aún no hay imágenes guardadas' })}
        description={t({
          en: 'Images you generate are saved here automatically.',
          es: 'Las imágenes que generes se guardan aquí automáticamente.',
        })}
        action={<Button>{t({ en: 'Start Generating', es: 'Empezar a generar' })}</Button>}
      />
    );
  },
};
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const Default: Story = {};
export const TitleOnly: Story = {
  render: function Render() {
    const t = useT();
    return (
      <EmptyState title={t({ en: 'No transactions yet.', es: 'Aún no hay transacciones.' })} />
    );
  },
};
