import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SidebarTabsLayout } from './sidebar-tabs-layout';
import { TypeIcon } from './type-icon';
import type { PreviewGeneration, PreviewSlots, VariantProps } from './types';

/** SPEC §2 V5: the prompts of the four demo creations. */
const demoPrompts = defineMessages({
  image: { id: 'previewDashboards.demo.image' },
  text: { id: 'previewDashboards.demo.text' },
  voice: { id: 'previewDashboards.demo.voice' },
  video: { id: 'previewDashboards.demo.video' },
});

/** SPEC §2: V5 always shows four demo creations first. */
export const V5_DEMO_CREATIONS = [
  { type: 'image', cost: 2 },
  { type: 'text', cost: 1 },
  { type: 'voice', cost: 3 },
  { type: 'video', cost: 5 },
] as const;

/** V5's creations tab: /dashboard's, with the four demo creations first and coloured icons. */
function V5Creations({ slots }: { slots: PreviewSlots }) {
  const intl = useIntl();
  const leading = useMemo<PreviewGeneration[]>(() => {
    const now = new Date().toISOString();
    return V5_DEMO_CREATIONS.map(({ type, cost }) => ({
      id: `demo-${type}`,
      generation_type: type,
      status: 'completed',
      prompt: intl.formatMessage(demoPrompts[type]),
      cost_credits: cost,
      result_url: null,
      created_at: now,
    }));
  }, [intl]);
  return slots.creationsTab({ leading, typeIcon: v5TypeIcon });
}

const v5TypeIcon = (type: string) => <TypeIcon type={type} coloured />;

/** V5: V4 with short order ids and the demo creations first. */
export function PreviewV5({ data, slots, onTopUp }: VariantProps) {
  return (
    <SidebarTabsLayout
      data={data}
      slots={slots}
      onTopUp={onTopUp}
      balance={slots.balanceTab({ orderId: 'short' })}
      creations={<V5Creations slots={slots} />}
    />
  );
}
