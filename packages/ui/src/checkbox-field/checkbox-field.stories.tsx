import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../link/link';
import { focusFirstWithKeyboard, hoverFirst, pressFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { CheckboxField } from './checkbox-field';

const meta: Meta<typeof CheckboxField> = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  render: function Render({ children, ...args }) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <CheckboxField {...args}>
          {children ?? (
            <>
              {t({ en: 'I agree to the ', es: 'Acepto los ' })}
              <Link href="#terms">
                {t({ en: 'terms of service', es: 'términos del servicio' })}
              </Link>
              {t({ en: ' and the ', es: ' y la ' })}
              <Link href="#privacy">
                {t({ en: 'privacy policy', es: 'política de privacidad' })}
              </Link>
            </>
          )}
        </CheckboxField>
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof CheckboxField>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelected: true } };
export const WithDescription: Story = {
  render: function Render(args) {
    const t = useT();
    return (
      <CheckboxField
        {...args}
        description={t({
          en: 'Adds 3 credits to the cost of each image.',
          es: 'Suma 3 créditos al coste de cada imagen.',
        })}
      >
        {t({ en: 'Upscale', es: 'Ampliar' })}
      </CheckboxField>
    );
  },
};
/** Invalid, with its error message (as after submitting without consent). */
export const Invalid: Story = {
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <CheckboxField
          {...args}
          validationBehavior="aria"
          isInvalid
          errorMessage={t({
            en: 'You must agree to the terms and conditions',
            es: 'Debes aceptar los términos y condiciones',
          })}
        >
          {t({ en: 'I agree to the terms of service', es: 'Acepto los términos del servicio' })}
        </CheckboxField>
      </div>
    );
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const Hovered: Story = { play: hoverFirst('checkbox') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
export const Pressed: Story = { play: pressFirst('checkbox') };
