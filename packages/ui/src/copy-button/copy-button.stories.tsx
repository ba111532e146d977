import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { focusFirstWithKeyboard, hoverFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { CopyButton } from './copy-button';

const meta: Meta<typeof CopyButton> = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { value: 'ord_1a2b3c4d', onCopy: fn(), onCopyError: fn() },
  render: function Render(args) {
    const t = useT();
    return (
      <CopyButton
        label={t({ en: 'Copy', es: 'Copiar' })}
        copiedLabel={t({ en: 'Copied', es: 'Copiado' })}
        {...args}
      />
    );
  },
};
export default meta;
type Story = StoryObj<typeof CopyButton>;

export const Default: Story = {};
export const IconOnly: Story = { args: { isIconOnly: true } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Hovered: Story = { play: hoverFirst('button') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
