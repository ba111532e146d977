import {
  Badge,
  Button,
  Card,
  CardTitle,
  Cell,
  Column,
  EmptyState,
  Row,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
} from '@lumen/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { accountSections, SectionTabs } from '../../../components/section-tabs/section-tabs';
import { formatDateTime, formatMonthYear } from '../../../lib/format-date';
import { formatKnown, generationTypeMessages } from '../../../lib/i18n/domain-messages';
import { useLocale } from '../../../lib/i18n/locale-provider';
import {
  ActiveSince,
  BalanceFigure,
  GenerationDetails,
  GenerationList,
  Identity,
  StatCard,
  TopUpButton,
  TransactionList,
  TypeIcon,
} from './parts';
import * as styles from './preview.css';
import type { PreviewGeneration, PreviewProfile, PreviewSlots, VariantProps } from './types';

const m = defineMessages({
  generations: { id: 'previewDashboards.generations' },
  transactions: { id: 'previewDashboards.transactions' },
});

/** SPEC §2 V5: the prompts of the four demo creations. */
const demoPrompts = defineMessages({
  image: { id: 'previewDashboards.demo.image' },
  text: { id: 'previewDashboards.demo.text' },
  voice: { id: 'previewDashboards.demo.voice' },
  video: { id: 'previewDashboards.demo.video' },
});

/** A server-counted figure, or a placeholder while it loads. */
const figure = (value: number | undefined) => (value === undefined ? <Skeleton /> : value);

const latest = <T,>(items: readonly T[] | undefined, n: number) => (items ?? []).slice(0, n);

interface AccountCardProps {
  profile: PreviewProfile;
  /** How "Active since" shows under the email: a muted line, a badge, or not at all. */
  since?: 'line' | 'badge';
  /** Shows the Top Up button after the balance. */
  onTopUp?: () => void;
  /** In the sidebar layouts the card is a section named "Profile card". */
  inSidebar?: boolean;
  children?: ReactNode;
}

/** The variants' account card: who, since when, the balance, then Top Up or the children. */
function AccountCard({ profile, since, onTopUp, inSidebar = false, children }: AccountCardProps) {
  const intl = useIntl();
  const activeSince = <ActiveSince createdAt={profile.created_at} />;
  const content = (
    <>
      <Identity profile={profile}>
        {since === 'line' ? <p className={styles.muted}>{activeSince}</p> : null}
        {since === 'badge' ? <Badge variant="neutral">{activeSince}</Badge> : null}
      </Identity>
      <BalanceFigure />
      {onTopUp ? <TopUpButton onTopUp={onTopUp} /> : null}
      {children}
    </>
  );
  return inSidebar ? (
    <Card
      as="section"
      className={styles.sideCard}
      aria-label={intl.formatMessage({ id: 'previewDashboards.profileCard' })}
    >
      {content}
    </Card>
  ) : (
    <Card className={styles.identity}>{content}</Card>
  );
}

/** V1: sidebar; profile card with counts; Overview / Transactions / Creations. */
export function VariantOne({ data, slots }: VariantProps) {
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
                    value={intl.formatNumber(0, { style: 'currency', currency: 'USD' })}
                  />
                  <StatCard
                    label={<FormattedMessage id="previewDashboards.topUps" />}
                    value={intl.formatNumber(0, { style: 'currency', currency: 'USD' })}
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

/** V2: profile on top; Overview with tasks, pinned documents and activity; other tabs coming soon. */
export function VariantTwo({ data, slots, onTopUp }: VariantProps) {
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

/** V3: compact; header, four stats, a table of the 10 latest generations, 5 transactions. */
export function VariantThree({ data, slots, onTopUp }: VariantProps) {
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

/** V4 and V5: sidebar with the account; Balance, Profile, Creations and Settings tabs. */
export function SidebarTabsVariant({ data, slots, onTopUp, v5 }: VariantProps & { v5: boolean }) {
  const intl = useIntl();
  const { profile } = data;
  return (
    <div className={styles.sidebarLayout}>
      <AccountCard profile={profile} since="badge" onTopUp={onTopUp} inSidebar />
      <SectionTabs
        label={intl.formatMessage({ id: 'previewDashboards.tabs' })}
        sections={accountSections({
          balance: v5 ? slots.balanceTab({ orderId: 'short' }) : slots.balanceTab(),
          profile: slots.profileTab,
          creations: v5 ? <V5Creations slots={slots} /> : slots.creationsTab(),
          settings: slots.settingsTab,
        })}
      />
    </div>
  );
}

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
      created_at: now,
    }));
  }, [intl]);
  return slots.creationsTab({ leading, typeIcon: v5TypeIcon });
}

const v5TypeIcon = (type: string) => <TypeIcon type={type} coloured />;
