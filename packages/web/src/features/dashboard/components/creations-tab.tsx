import { CREATIONS_PAGE_SIZE, GENERATION_TYPES } from '@lumen/domain';
import { Button, Card, CardTitle, EmptyState, Option, Select, Skeleton } from '@lumen/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format-date';
import { generationTypeMessages, messageFor, statusMessages } from '@/lib/i18n/domain-messages';
import { useLocale } from '@/lib/i18n/locale-provider';
import { type Generation, useGenerations } from '@/features/dashboard/api/get-generations';
import { useLoadMore } from '@/features/dashboard/hooks/use-load-more';
import { ShareButton } from '@/components/share/share-dialog';
import { UsePromptLink } from '@/components/remix/use-prompt-link';
import { paths } from '@/config/paths';
import { DerivationActions } from '@/components/image-derivation/derivation-actions';
import { useQueryClient } from '@tanstack/react-query';
import { generationsQueryKey } from '@/features/dashboard/api/get-generations';
import * as styles from './dashboard.css';
import { CreationMedia } from './creation-media';
import { CreationCost } from './creation-cost';
import { StatusBadge } from './status-badge';

const all = defineMessage({ id: 'creations.all' });
const statusFilters = ['all', 'completed', 'pending', 'failed'] as const;
const typeFilters = ['all', ...GENERATION_TYPES] as const;

const noRows: readonly Generation[] = [];

/**
 * The generator each kind's "Use this prompt" opens, and the field its prompt fills. The list
 * answers a row's prompt, not its parameters: the other settings keep the form's defaults.
 */
const remixOf: Partial<
  Record<Generation['generation_type'], { generator: string; field: 'prompt' | 'text' }>
> = {
  image: { generator: paths.imageGenerator, field: 'prompt' },
  text: { generator: paths.textGenerator, field: 'prompt' },
  voice: { generator: paths.generateVoice, field: 'text' },
  video: { generator: paths.generateVideo, field: 'prompt' },
};

/** Only a completed image generation keeps something to show on a public page. */
const isShareable = (g: Generation) => g.generation_type === 'image' && g.status === 'completed';

/** The kinds whose result is a picture: an image, an edit, a variation. */
const pictureKinds: readonly string[] = ['image', 'edit', 'variation'];

/** A completed picture can be edited or varied again. */
const pictureOf = (g: Generation) =>
  pictureKinds.includes(g.generation_type) && g.status === 'completed'
    ? (g.result_url ?? null)
    : null;

export interface CreationsTabProps {
  /** Rows always listed first, before the user's own (V5's demo creations); filtered alike. */
  leading?: readonly Generation[];
  /** Drawn at the start of each row (V5's coloured type icons). */
  typeIcon?: (type: string) => ReactNode;
}

/** SPEC §2 'My Creations': filters by type and status, Load More 10 at a time. */
export function CreationsTab({ leading = noRows, typeIcon }: CreationsTabProps = {}) {
  const intl = useIntl();
  const { language } = useLocale();
  const generations = useGenerations();
  const queryClient = useQueryClient();
  const [type, setType] = useState<string>('all');
  const [status, setStatus] = useState<string>('all');

  const filtered = useMemo(
    () =>
      [...leading, ...(generations.data ?? [])].filter(
        (g) =>
          (type === 'all' || g.generation_type === type) &&
          (status === 'all' || g.status === status),
      ),
    [leading, generations.data, type, status],
  );
  const { visible, remaining, loadMore } = useLoadMore(
    filtered,
    CREATIONS_PAGE_SIZE,
    `${type}|${status}`,
  );

  return (
    <Card as="section" aria-labelledby="creations-title" className={styles.section}>
      <CardTitle id="creations-title" level={2}>
        <FormattedMessage id="creations.title" />
      </CardTitle>
      <div className={styles.filters}>
        <Select
          label={intl.formatMessage({ id: 'creations.type' })}
          selectedKey={type}
          onSelectionChange={(key) => setType(String(key))}
        >
          {typeFilters.map((t) => (
            <Option key={t} id={t}>
              {intl.formatMessage(t === 'all' ? all : generationTypeMessages[t])}
            </Option>
          ))}
        </Select>
        <Select
          label={intl.formatMessage({ id: 'creations.status' })}
          selectedKey={status}
          onSelectionChange={(key) => setStatus(String(key))}
        >
          {statusFilters.map((s) => (
            <Option key={s} id={s}>
              {intl.formatMessage(s === 'all' ? all : statusMessages[s])}
            </Option>
          ))}
        </Select>
      </div>
      {generations.isPending ? (
        <Skeleton />
      ) : visible.length === 0 ? (
        <EmptyState title={<FormattedMessage id="creations.empty" />} />
      ) : (
        <ul className={styles.list}>
          {visible.map((g) => (
            <li key={g.id} className={styles.listRow}>
              {typeIcon?.(g.generation_type)}
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>
                  {g.prompt || <FormattedMessage id="creations.noPrompt" />}
                </span>
                <span className={styles.muted}>
                  {intl.formatMessage(messageFor(generationTypeMessages, g.generation_type) ?? all)}
                  {' · '}
                  {formatDateTime(g.created_at, language)}
                </span>
              </div>
              <StatusBadge kind="generation" status={g.status} />
              <span className={styles.muted}>
                <CreationCost status={g.status} credits={g.cost_credits} />
              </span>
              {isShareable(g) && !leading.includes(g) ? (
                <ShareButton target={{ itemType: 'generation', itemId: g.id }} prompt={g.prompt} />
              ) : null}
              {remixOf[g.generation_type] && g.prompt && !leading.includes(g) ? (
                <UsePromptLink
                  generator={remixOf[g.generation_type]?.generator ?? paths.dashboard}
                  prompt={g.prompt}
                  settings={{ [remixOf[g.generation_type]?.field ?? 'prompt']: g.prompt }}
                />
              ) : null}
              {pictureOf(g) && !leading.includes(g) ? (
                <div className={styles.creationActions}>
                  <DerivationActions
                    source={{ url: pictureOf(g)!, prompt: g.prompt }}
                    name={g.prompt}
                    onGenerated={() =>
                      void queryClient.invalidateQueries({ queryKey: generationsQueryKey })
                    }
                  />
                </div>
              ) : null}
              <CreationMedia generation={g} />
            </li>
          ))}
        </ul>
      )}
      {remaining > 0 ? (
        <div className={styles.center}>
          <Button variant="secondary" onPress={loadMore}>
            <FormattedMessage id="list.loadMore" values={{ remaining }} />
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
