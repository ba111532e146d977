import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { focusFirstWithKeyboard } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Option } from '../popover/list-item';
import { ComboBox } from './combo-box';

const languages = [
  { id: 'en', en: 'English', es: 'Inglés' },
  { id: 'es', en: 'Spanish', es: 'Español' },
  { id: 'fr', en: 'French', es: 'Francés' },
  { id: 'de', en: 'German', es: 'Alemán' },
  { id: 'it', en: 'Italian', es: 'Italiano' },
  { id: 'pt', en: 'Portuguese', es: 'Portugués' },
] as const;

const meta: Meta<typeof ComboBox> = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 320 }}>
        <ComboBox
          label={t({ en: 'Output language', es: 'Idioma de salida' })}
          placeholder={t({ en: 'Search languages', es: 'Buscar idiomas' })}
          emptyText={t({ en: 'No results found', es: 'No se encontraron resultados' })}
          {...args}
        >
          {languages.map((l) => (
            <Option key={l.id} id={l.id}>
              {t(l)}
            </Option>
          ))}
        </ComboBox>
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof ComboBox>;

export const Default: Story = {};
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Fr');
  },
};
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Klingon');
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a language' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
