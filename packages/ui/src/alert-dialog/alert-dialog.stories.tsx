import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { clickFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { AlertDialog, alertDialogVariants } from './alert-dialog';

const meta: Meta<typeof AlertDialog> = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: { onConfirm: fn(), variant: 'destructive' },
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  render: function Render(args) {
    const t = useT();
    return (
      <DialogTrigger>
        <Button variant="destructive">{t({ en: 'Delete', es: 'Eliminar' })}</Button>
        <AlertDialog
          {...args}
          title={t({ en: 'Delete this text?', es: '¿Eliminar este texto?' })}
          confirmLabel={t({ en: 'Delete', es: 'Eliminar' })}
          cancelLabel={t({ en: 'Cancel', es: 'Cancelar' })}
        >
          {t({
            en: 'This cannot be undone. The text is removed from your saved texts.',
            es: 'No se puede deshacer. El texto se quitará de tus textos guardados.',
          })}
        </AlertDialog>
      </DialogTrigger>
    );
  },
};
export default meta;
type Story = StoryObj<typeof AlertDialog>;

export const Closed: Story = {};
export const Open: Story = { play: clickFirst('button') };
export const Confirming: Story = { args: { isConfirmLoading: true }, play: clickFirst('button') };
export const Primary: Story = { args: { variant: 'primary' }, play: clickFirst('button') };
