import { Badge, EmptyState, Modal } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format-date';
import { formatKnown, generationTypeMessages } from '@/lib/i18n/domain-messages';
import { useLocale } from '@/lib/i18n/locale-provider';
import { CreationCost } from '../creation-cost';
import { CreationMedia } from '../creation-media';
import * as styles from './preview.css';
import type { PreviewGeneration, PreviewSlots } from './types';

import { TypeIcon } from './type-icon';

export function GenerationList({
  generations,
  slots,
  coloured = false,
}: {
  generations: readonly PreviewGeneration[];
  slots: PreviewSlots;
  coloured?: boolean;
}) {
  const intl = useIntl();
  const { language } = useLocale();
  if (generations.length === 0) {
    return <EmptyState title={<FormattedMessage id="previewDashboards.noCreations" />} />;
  }
  return (
    <ul className={styles.list}>
      {generations.map((g) => {
        return (
          <li key={g.id} className={styles.listRow}>
            <div className={styles.rowMain}>
              <TypeIcon type={g.generation_type} coloured={coloured} />
              <div className={styles.rowText}>
                <p className={styles.ellipsis}>
                  {g.prompt || intl.formatMessage({ id: 'creations.noPrompt' })}
                </p>
                <span className={styles.muted}>{formatDateTime(g.created_at, language)}</span>
              </div>
            </div>
            <div className={styles.rowEnd}>
              {slots.statusBadge(g.status, 'generation')}
              <Badge variant="neutral">
                <CreationCost status={g.status} credits={g.cost_credits} />
              </Badge>
            </div>
            <CreationMedia generation={g} />
          </li>
        );
      })}
    </ul>
  );
}

/** V3's Details: the generation's type, status, date, cost and whole prompt, in a dialog. */
export function GenerationDetails({
  generation,
  slots,
  onClose,
}: {
  generation: PreviewGeneration | null;
  slots: PreviewSlots;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { language } = useLocale();
  return (
    <Modal
      isOpen={generation !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<FormattedMessage id="previewDashboards.detailsTitle" />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    >
      {generation ? (
        <dl className={styles.details}>
          <dt className={styles.muted}>
            <FormattedMessage id="previewDashboards.table.type" />
          </dt>
          <dd className={styles.detailValue}>
            <TypeIcon type={generation.generation_type} />
            {formatKnown(intl, generationTypeMessages, generation.generation_type)}
          </dd>
          <dt className={styles.muted}>
            <FormattedMessage id="previewDashboards.table.status" />
          </dt>
          <dd>{slots.statusBadge(generation.status, 'generation')}</dd>
          <dt className={styles.muted}>
            <FormattedMessage id="previewDashboards.table.date" />
          </dt>
          <dd>{formatDateTime(generation.created_at, language)}</dd>
          <dt className={styles.muted}>
            <FormattedMessage id="previewDashboards.table.credits" />
          </dt>
          <dd>
            <CreationCost status={generation.status} credits={generation.cost_credits} />
          </dd>
          <dt className={styles.muted}>
            <FormattedMessage id="previewDashboards.table.prompt" />
          </dt>
          <dd className={styles.detailPrompt}>
            {generation.prompt || intl.formatMessage({ id: 'creations.noPrompt' })}
          </dd>
        </dl>
      ) : null}
      {generation ? <CreationMedia generation={generation} /> : null}
    </Modal>
  );
}
