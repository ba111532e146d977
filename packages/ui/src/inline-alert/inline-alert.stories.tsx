import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../story-utils/story-locale';
import { InlineAlert, inlineAlertTones } from './inline-alert';

const meta: Meta<typeof InlineAlert> = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: { tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: inlineAlertTones } },
  render: function Render(args) {
    const t = useT();
    const text = {
      success: t({
        en: 'Signed in. Taking you to your dashboard…',
        es: 'Sesión iniciada. Te llevamos a tu panel…',
      }),
      danger: t({
        en: 'Sign-in failed. Check your email and password.',
        es: 'No se pudo iniciar sesión. Revisa tu correo y contraseña.',
      }),
      neutral: t({
        en: 'We sent you a confirmation email.',
        es: 'Te hemos enviado un correo de confirmación.',
      }),
    };
    return <InlineAlert {...args}>{args.children ?? text[args.tone ?? 'neutral']}</InlineAlert>;
  },
};
export default meta;
type Story = StoryObj<typeof InlineAlert>;

export const Neutral: Story = {};
export const Success: Story = { args: { tone: 'success' } };
export const Danger: Story = { args: { tone: 'danger' } };
