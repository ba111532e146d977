import type { Meta, StoryObj } from '@storybook/react-vite';
import { clickFirst, focusFirstWithKeyboard } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { PasswordField } from './password-field';

const meta: Meta<typeof PasswordField> = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <PasswordField
          label={t({ en: 'Password', es: 'Contraseña' })}
          showLabel={t({ en: 'Show password', es: 'Mostrar contraseña' })}
          hideLabel={t({ en: 'Hide password', es: 'Ocultar contraseña' })}
          defaultValue="correct horse"
          {...args}
        />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof PasswordField>;

export const Default: Story = {};
export const Revealed: Story = { play: clickFirst('button') };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Password must be at least 8 characters' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
