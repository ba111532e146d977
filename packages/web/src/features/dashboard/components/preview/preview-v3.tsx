import {
  Button,
  Card,
  CardTitle,
  Cell,
  Column,
  EmptyState,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@lumen/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime, formatMonthYear } from '@/lib/format-date';
import { formatKnown, generationTypeMessages } from '@/lib/i18n/domain-messages';
import { useLocale } from '@/lib/i18n/locale-provider';
import { AccountCard } from './account-card';
import { GenerationDetails } from './generation-list';
import { figure, latest } from './preview-figures';
import { StatCard } from './stat-card';
import { TransactionList } from './transaction-list';
import * as styles from './preview.css';
import type { PreviewGeneration, VariantProps } from './types';

/** V3: compact; header, four stats, a table of the 10 latest generations, 5 transactions. */
export function PreviewV3({ data, slots, onTopUp }: VariantProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const { profile, transactions = [], generations = [], stats } = data;
  const rows = latest(generations, 10);
  const [details, setDetails] = useState<PreviewGeneration | null>(null);
  return (
    <>
      <AccountCard profile={profile} onTopUp={onTopUp} />
      <div className={styles.statGrid}>
        <StatCard
          label={<FormattedMessage id="previewDashboards.totalGenerations" />}
          value={figure(stats?.generations)}
          hint={
            stats ? (
              <FormattedMessage
                id="balance.thisWeek"
                values={{ count: stats.generations_this_week }}
              />
            ) : null
          }
        />
        <StatCard
          label={<FormattedMessage id="previewDashboards.totalTransactions" />}
          value={figure(stats?.transactions)}
        />
        <StatCard
          label={<FormattedMessage id="balance.creditsUsed" />}
          value={figure(stats?.credits_used)}
        />
        <StatCard
          label={<FormattedMessage id="previewDashboards.memberSince" />}
          value={
            profile.created_at ? (
              formatMonthYear(profile.created_at, language)
            ) : (
              <FormattedMessage id="dashboard.recently" />
            )
          }
        />
      </div>
      <Card className={styles.section}>
        <div className={styles.toolbar}>
          <CardTitle level={3}>
            <FormattedMessage id="previewDashboards.latestGenerations" />
          </CardTitle>
          {/* SPEC §2: Search, Filter and Export are present but do nothing on this variant. */}
          <div className={styles.row}>
            <Button size="sm" variant="secondary">
              <FormattedMessage id="previewDashboards.search" />
            </Button>
            <Button size="sm" variant="secondary">
              <FormattedMessage id="previewDashboards.filter" />
            </Button>
            <Button size="sm" variant="secondary">
              <FormattedMessage id="previewDashboards.export" />
            </Button>
          </div>
        </div>
        {rows.length === 0 ? (
          <EmptyState title={<FormattedMessage id="previewDashboards.noCreations" />} />
        ) : (
          <div className={styles.tableWrap}>
            <Table aria-label={intl.formatMessage({ id: 'previewDashboards.latestGenerations' })}>
              <TableHeader>
                <Column isRowHeader>
                  <FormattedMessage id="previewDashboards.table.type" />
                </Column>
                <Column>
                  <FormattedMessage id="previewDashboards.table.date" />
                </Column>
                <Column>
                  <FormattedMessage id="previewDashboards.table.prompt" />
                </Column>
                <Column>
                  <FormattedMessage id="previewDashboards.table.credits" />
                </Column>
                <Column>
                  <FormattedMessage id="previewDashboards.table.status" />
                </Column>
                <Column>
                  <FormattedMessage id="previewDashboards.table.action" />
                </Column>
              </TableHeader>
              <TableBody>
                {rows.map((g) => (
                  <Row key={g.id} id={g.id}>
                    <Cell>{formatKnown(intl, generationTypeMessages, g.generation_type)}</Cell>
                    <Cell>{formatDateTime(g.created_at, language)}</Cell>
                    <Cell>{g.prompt || intl.formatMessage({ id: 'creations.noPrompt' })}</Cell>
                    <Cell>{g.cost_credits}</Cell>
                    <Cell>{slots.statusBadge(g.status, 'generation')}</Cell>
                    <Cell>
                      <Button
                        size="sm"
                        variant="ghost"
                        onPress={() => setDetails(g)}
                        aria-label={intl.formatMessage(
                          { id: 'previewDashboards.detailsOf' },
                          { prompt: g.prompt || intl.formatMessage({ id: 'creations.noPrompt' }) },
                        )}
                      >
                        <FormattedMessage id="previewDashboards.details" />
                      </Button>
                    </Cell>
                  </Row>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
      <Card className={styles.section}>
        <CardTitle level={3}>
          <FormattedMessage id="previewDashboards.transactionHistory" />
        </CardTitle>
        <TransactionList transactions={latest(transactions, 5)} slots={slots} />
      </Card>
      <GenerationDetails generation={details} slots={slots} onClose={() => setDetails(null)} />
    </>
  );
}
