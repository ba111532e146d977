import { CardTitle } from '@lumen/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { SectionTabs } from '@/components/section-tabs/section-tabs';
import { AccountCard } from './account-card';
import { GenerationList } from './generation-list';
import { figure, latest } from './preview-figures';
import { StatCard } from './stat-card';
import { TransactionList } from './transaction-list';
import * as styles from './preview.css';
import type { VariantProps } from './types';

const m = defineMessages({
  generations: { id: 'previewDashboards.generations' },
  transactions: { id: 'previewDashboards.transactions' },
});

/** V1: sidebar; profile card with counts; Overview / Transactions / Creations. */
export function PreviewV1({ data, slots }: VariantProps) {
  const intl = useIntl();
  const { profile, transactions = [], generations = [], stats } = data;
  return (
    <div className={styles.sidebarLayout}>
      <AccountCard profile={profile} since="line" inSidebar>
        <div className={styles.counts}>
          <StatCount label={m.generations} value={figure(stats?.generations)} />
          <StatCount label={m.transactions} value={figure(stats?.transactions)} />
        </div>
      </AccountCard>
      <SectionTabs
        label={intl.formatMessage({ id: 'previewDashboards.tabs' })}
        sections={[
          {
            id: 'overview',
            label: <FormattedMessage id="previewDashboards.tab.overview" />,
            panel: (
              <div className={styles.section}>
                <div className={styles.statGrid}>
                  {/* SPEC §2: Total Spent and Top-Ups are fixed at $0.00 on this variant. */}
                  <StatCard
                    label={<FormattedMessage id="previewDashboards.totalSpent" />}
                    value={intl.formatNumber(0, {
                      style: 'currency',
                      // '25,50 £' in Spanish, not '25,50 GBP' (the language's own symbol for the currency).
                      currencyDisplay: 'narrowSymbol',
                      currency: 'USD',
                    })}
                  />
                  <StatCard
                    label={<FormattedMessage id="previewDashboards.topUps" />}
                    value={intl.formatNumber(0, {
                      style: 'currency',
                      // '25,50 £' in Spanish, not '25,50 GBP' (the language's own symbol for the currency).
                      currencyDisplay: 'narrowSymbol',
                      currency: 'USD',
                    })}
                  />
                  <StatCard
                    label={<FormattedMessage id="previewDashboards.generations" />}
                    value={figure(stats?.generations)}
                  />
                </div>
                <CardTitle level={3}>
                  <FormattedMessage id="previewDashboards.recentActivity" />
                </CardTitle>
                <GenerationList generations={latest(generations, 3)} slots={slots} />
              </div>
            ),
          },
          {
            id: 'transactions',
            label: <FormattedMessage id="previewDashboards.tab.transactions" />,
            panel: (
              <div className={styles.section}>
                <TransactionList transactions={latest(transactions, 5)} slots={slots} />
              </div>
            ),
          },
          {
            id: 'creations',
            label: <FormattedMessage id="previewDashboards.tab.creations" />,
            panel: (
              <div className={styles.section}>
                <GenerationList generations={latest(generations, 5)} slots={slots} />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}

function StatCount({ label, value }: { label: MessageDescriptor; value: ReactNode }) {
  return (
    <div className={styles.stat}>
      <strong>{value}</strong>
      <span className={styles.muted}>
        <FormattedMessage {...label} />
      </span>
    </div>
  );
}
