import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusFirstWithKeyboard, hoverFirst } from '../story-utils/play';
import { useT } from '../story-utils/story-locale';
import { Accordion, AccordionItem } from './accordion';

const meta: Meta<typeof Accordion> = {
  title: 'Layout/Accordion',
  component: Accordion,
  render: function Render(args) {
    const t = useT();
    return (
      <div style={{ maxWidth: 520 }}>
        <Accordion {...args}>
          <AccordionItem
            id="credits"
            title={t({ en: 'How do credits work?', es: '¿Cómo funcionan los créditos?' })}
          >
            {t({
              en: 'Each generation costs credits; a failed one is refunded.',
              es: 'Cada generación cuesta créditos; si falla, se devuelven.',
            })}
          </AccordionItem>
          <AccordionItem
            id="discount"
            title={t({ en: 'Are there discounts?', es: '¿Hay descuentos?' })}
          >
            {t({
              en: '5% from 100 credits, 8% from 300.',
              es: '5 % desde 100 créditos, 8 % desde 300.',
            })}
          </AccordionItem>
          <AccordionItem
            id="disabled"
            isDisabled
            title={t({ en: 'Refund policy', es: 'Reembolsos' })}
          >
            —
          </AccordionItem>
        </Accordion>
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof Accordion>;

export const Default: Story = {};
export const Expanded: Story = { args: { defaultExpandedKeys: ['credits'] } };
export const Hovered: Story = { play: hoverFirst('button') };
export const FocusVisible: Story = { play: focusFirstWithKeyboard };
