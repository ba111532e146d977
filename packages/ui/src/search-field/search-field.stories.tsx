import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { SearchField } from './search-field';

const meta: Meta<typeof SearchField> = {
  title: 'Forms/SearchField',
  component: SearchField,
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 360 }}>
        <SearchField
          aria-label={t({ en: 'Search prompts', es: 'Buscar instrucciones' })}
          placeholder={t({ en: 'Search prompts…', es: 'Buscar instrucciones…' })}
          clearLabel={t({ en: 'Clear search', es: 'Borrar búsqueda' })}
          {...args}
        />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof SearchField>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'lighthouse' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Hovered: Story = { play: hoverFirst('searchbox') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
