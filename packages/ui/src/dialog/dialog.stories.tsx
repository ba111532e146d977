import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { clickFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { DialogTrigger, Modal, dialogSizes } from './dialog';

const meta: Meta<typeof Modal> = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: function Render(args) {
    const t = useT();
    return (
      <DialogTrigger>
        <Button variant="secondary">{t({ en: 'View text', es: 'Ver texto' })}</Button>
        <Modal
          {...args}
          title={t({ en: 'Product description', es: 'Descripción del producto' })}
          description={t({ en: 'Saved on 12 May 2025', es: 'Guardado el 12 de mayo de 2025' })}
          closeLabel={t({ en: 'Close', es: 'Cerrar' })}
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                {t({ en: 'Close', es: 'Cerrar' })}
              </Button>
              <Button onPress={close}>{t({ en: 'Copy text', es: 'Copiar texto' })}</Button>
            </>
          )}
        >
          {t({
            en: 'Meet the lamp that learns your evenings: warm light when you read, soft light when you rest.',
            es: 'Conoce la lámpara que aprende tus noches: luz cálida para leer, luz suave para descansar.',
          })}
        </Modal>
      </DialogTrigger>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Modal>;

export const Closed: Story = {};
export const Open: Story = { play: clickFirst('button') };
export const Large: Story = { args: { size: 'lg' }, play: clickFirst('button') };
