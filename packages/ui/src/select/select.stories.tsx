import type { Meta, StoryObj } from '@storybook/react-vite';
import { clickFirst, focusFirstWithKeyboard, hoverFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Option } from '../popover/list-item';
import { Select } from './select';

const styles = [
  { id: 'realistic', en: 'Realistic', es: 'Realista' },
  { id: 'artistic', en: 'Artistic', es: 'Artístico' },
  { id: 'cartoon', en: 'Cartoon', es: 'Dibujo animado' },
  { id: 'abstract', en: 'Abstract', es: 'Abstracto' },
  { id: 'vintage', en: 'Vintage', es: 'Vintage' },
] as const;

const meta: Meta<typeof Select> = {
  title: 'Forms/Select',
  component: Select,
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 320 }}>
        <Select
          label={t({ en: 'Art style', es: 'Estilo artístico' })}
          placeholder={t({ en: 'Choose a style', es: 'Elige un estilo' })}
          {...args}
        >
          {styles.map((s) => (
            <Option key={s.id} id={s.id}>
              {t(s)}
            </Option>
          ))}
        </Select>
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Select>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultSelectedKey: 'artistic' } };
export const Open: Story = { args: { defaultSelectedKey: 'artistic' }, play: clickFirst('button') };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a style' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Hovered: Story = { play: hoverFirst('button') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
