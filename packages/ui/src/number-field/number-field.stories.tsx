import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { NumberField } from './number-field';

const meta: Meta<typeof NumberField> = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { minValue: 1, maxValue: 4, defaultValue: 1 },
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 240 }}>
        <NumberField label={t({ en: 'Number of images', es: 'Número de imágenes' })} {...args} />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof NumberField>;

export const Default: Story = {};
export const Currency: Story = {
  args: {
    defaultValue: 9.5,
    minValue: 0,
    maxValue: undefined,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose 1 to 4 images' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
