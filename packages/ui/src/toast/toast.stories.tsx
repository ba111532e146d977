import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { Button } from '../button/button';
import { useT } from '../story-utils/story-locale';
import { ToastRegion } from './toast';
import { type ToastContentData, dismissAllToasts, toast } from './toast-queue';

function ToastDemo({ content, show }: { content: ToastContentData; show?: boolean }) {
  const t = useT();
  const latest = useRef(content);
  latest.current = content;
  useEffect(() => {
    if (show) toast(latest.current, { timeout: 0 });
    return () => dismissAllToasts();
  }, [show]);
  return (
    <>
      <Button variant="secondary" onPress={() => toast(content)}>
        {t({ en: 'Show toast', es: 'Mostrar aviso' })}
      </Button>
      <ToastRegion
        aria-label={t({ en: 'Notifications', es: 'Notificaciones' })}
        closeLabel={t({ en: 'Close', es: 'Cerrar' })}
      />
    </>
  );
}

const meta: Meta<typeof ToastRegion> = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof ToastRegion>;

export const Default: Story = {
  render: function Render() {
    const t = useT();
    return (
      <ToastDemo
        show
        content={{
          title: t({ en: 'Copied!', es: '¡Copiado!' }),
          description: t({
            en: 'Order ID copied to clipboard',
            es: 'ID del pedido copiado al portapapeles',
          }),
        }}
      />
    );
  },
};

export const Destructive: Story = {
  render: function Render() {
    const t = useT();
    return (
      <ToastDemo
        show
        content={{
          variant: 'destructive',
          title: t({ en: 'Payment verification timeout', es: 'Tiempo de verificación agotado' }),
          description: t({
            en: 'Please check your account balance manually or contact support.',
            es: 'Comprueba tu saldo manualmente o contacta con soporte.',
          }),
        }}
      />
    );
  },
};

export const WithAction: Story = {
  render: function Render() {
    const t = useT();
    return (
      <ToastDemo
        show
        content={{
          variant: 'destructive',
          title: t({ en: 'Insufficient balance', es: 'Saldo insuficiente' }),
          description: t({ en: 'You need 4 more credits.', es: 'Necesitas 4 créditos más.' }),
          action: { label: t({ en: 'Top up balance', es: 'Recargar saldo' }), onAction: () => {} },
        }}
      />
    );
  },
};

export const Trigger: Story = {
  render: function Render() {
    const t = useT();
    return (
      <ToastDemo
        content={{
          title: t({ en: '50 credits added', es: '50 créditos añadidos' }),
          description: t({ en: 'Happy creating!', es: '¡A crear!' }),
        }}
      />
    );
  },
};
