import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { CopyIcon } from '../icons/icons';
import { focusFirstWithKeyboard } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Tooltip } from './tooltip';

const meta: Meta<typeof Tooltip> = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ display: 'flex', gap: 12, paddingTop: 48 }}>
        <Tooltip {...args} content={t({ en: 'Copy prompt', es: 'Copiar instrucción' })}>
          <Button variant="secondary" isIconOnly aria-label={t({ en: 'Copy', es: 'Copiar' })}>
            <CopyIcon />
          </Button>
        </Tooltip>
        <Tooltip {...args} content={t({ en: '2 credits per image', es: '2 créditos por imagen' })}>
          <Button variant="ghost">{t({ en: 'Cost', es: 'Coste' })}</Button>
        </Tooltip>
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Tooltip>;

export const Default: Story = {};
/** Keyboard focus opens the tooltip at once. */
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
export const Open: Story = { args: { defaultOpen: true } };
