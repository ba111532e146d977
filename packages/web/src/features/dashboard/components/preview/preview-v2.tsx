import { Card, CardTitle, EmptyState } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { SectionTabs } from '@/components/section-tabs/section-tabs';
import { formatDateTime } from '@/lib/format-date';
import { formatKnown, generationTypeMessages } from '@/lib/i18n/domain-messages';
import { useLocale } from '@/lib/i18n/locale-provider';
import { AccountCard } from './account-card';
import { GenerationList } from './generation-list';
import { latest } from './preview-figures';
import * as styles from './preview.css';
import type { VariantProps } from './types';

/** V2: profile on top; Overview with tasks, pinned documents and activity; other tabs coming soon. */
export function PreviewV2({ data, slots, onTopUp }: VariantProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const { profile, transactions = [], generations = [] } = data;
  // SPEC §2 does not say where tasks and documents come from: the latest generations are the
  // tasks, the latest completed ones the pinned documents, and activity merges both lists.
  const tasks = latest(generations, 3);
  const documents = generations.filter((g) => g.status === 'completed').slice(0, 4);
  const activity = [
    ...generations.map((g) => ({
      id: `g-${g.id}`,
      at: g.created_at,
      text: intl.formatMessage(
        { id: 'previewDashboards.activity.generation' },
        { type: formatKnown(intl, generationTypeMessages, g.generation_type) },
      ),
    })),
    ...transactions.map((t) => ({
      id: `t-${t.id}`,
      at: t.created_at,
      text: intl.formatMessage({ id: 'previewDashboards.activity.topup' }, { credits: t.credits }),
    })),
  ]
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())
    .slice(0, 6);
  const soon = (
    <EmptyState
      title={<FormattedMessage id="previewDashboards.comingSoon" />}
      description={<FormattedMessage id="previewDashboards.comingSoonDescription" />}
    />
  );
  return (
    <>
      <AccountCard profile={profile} since="line" onTopUp={onTopUp} />
      <SectionTabs
        label={intl.formatMessage({ id: 'previewDashboards.tabs' })}
        sections={[
          {
            id: 'overview',
            label: <FormattedMessage id="previewDashboards.tab.overview" />,
            panel: (
              <div className={styles.statGrid}>
                <Card className={styles.section}>
                  <CardTitle level={3}>
                    <FormattedMessage id="previewDashboards.latestTasks" />
                  </CardTitle>
                  <GenerationList generations={tasks} slots={slots} />
                </Card>
                <Card className={styles.section}>
                  <CardTitle level={3}>
                    <FormattedMessage id="previewDashboards.pinnedDocuments" />
                  </CardTitle>
                  <GenerationList generations={documents} slots={slots} />
                </Card>
                <Card className={styles.section}>
                  <CardTitle level={3}>
                    <FormattedMessage id="previewDashboards.latestActivity" />
                  </CardTitle>
                  {activity.length === 0 ? (
                    <p className={styles.muted}>
                      <FormattedMessage id="previewDashboards.noActivity" />
                    </p>
                  ) : (
                    <ul className={styles.list}>
                      {activity.map((item) => (
                        <li key={item.id} className={styles.listRow}>
                          <span>{item.text}</span>
                          <span className={styles.muted}>{formatDateTime(item.at, language)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              </div>
            ),
          },
          {
            id: 'tasks',
            label: <FormattedMessage id="previewDashboards.tab.tasks" />,
            panel: soon,
          },
          {
            id: 'documents',
            label: <FormattedMessage id="previewDashboards.tab.documents" />,
            panel: soon,
          },
          {
            id: 'activity',
            label: <FormattedMessage id="previewDashboards.tab.activity" />,
            panel: soon,
          },
        ]}
      />
    </>
  );
}
