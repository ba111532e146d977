import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { TextArea } from './text-area';

const meta: Meta<typeof TextArea> = {
  title: 'Forms/TextArea',
  component: TextArea,
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 480 }}>
        <TextArea
          label={t({ en: 'Prompt', es: 'Instrucción' })}
          placeholder={t({
            en: 'A lighthouse on a cliff at dusk, oil painting',
            es: 'Un faro en un acantilado al atardecer, pintura al óleo',
          })}
          description={t({ en: '3 to 1000 characters.', es: 'De 3 a 1000 caracteres.' })}
          {...args}
        />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof TextArea>;

export const Default: Story = {};
export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'ab',
    errorMessage: 'Prompt must be at least 3 characters long',
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Hovered: Story = { play: hoverFirst('textbox') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
