import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { TextField } from './text-field';

const meta: Meta<typeof TextField> = {
  title: 'Forms/TextField',
  component: TextField,
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <TextField
          label={t({ en: 'Full name', es: 'Nombre completo' })}
          placeholder={t({ en: 'Ada Lovelace', es: 'Ada Lovelace' })}
          {...args}
        />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof TextField>;

export const Default: Story = {};
export const WithDescription: Story = {
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <TextField
          label={t({ en: 'Email', es: 'Correo electrónico' })}
          type="email"
          description={t({
            en: 'We never share your email.',
            es: 'Nunca compartimos tu correo.',
          })}
          {...args}
        />
      </div>
    );
  },
};
export const Invalid: Story = {
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <TextField
          label={t({ en: 'Email', es: 'Correo electrónico' })}
          defaultValue="ada@"
          isInvalid
          errorMessage={t({
            en: 'Please enter a valid email address',
            es: 'Introduce un correo electrónico válido',
          })}
          {...args}
        />
      </div>
    );
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Ada Lovelace' } };
export const Hovered: Story = { play: hoverFirst('textbox') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
