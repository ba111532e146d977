import { orderIdSuffix, shortOrderId } from '@lumen/domain';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CopyButton,
  EmptyState,
  ImageIcon,
  Modal,
  Skeleton,
  TextIcon,
  VideoIcon,
  VoiceIcon,
} from '@lumen/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BalanceCredits } from '@/components/balance-credits';
import { accountSections, SectionTabs } from '@/components/section-tabs/section-tabs';
import { formatDateTime, formatMonthYear } from '@/lib/format-date';
import { formatKnown, generationTypeMessages } from '@/lib/i18n/domain-messages';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import { CreationCost } from '../creation-cost';
import { CreationMedia } from '../creation-media';
import { TransactionCredits } from '../transaction-credits';
import * as styles from './preview.css';
import type {
  PreviewGeneration,
  PreviewProfile,
  PreviewSlots,
  PreviewTransaction,
  VariantProps,
} from './types';

export function ActiveSince({ createdAt }: { createdAt: string | null | undefined }) {
  const { language } = useLocale();
  return createdAt ? (
    <FormattedMessage
      id="dashboard.activeSince"
      values={{ date: formatMonthYear(createdAt, language) }}
    />
  ) : (
    <FormattedMessage id="dashboard.recently" />
  );
}

export function Identity({ profile, children }: { profile: PreviewProfile; children?: ReactNode }) {
  const name = profile.full_name?.trim();
  return (
    <>
      <Avatar name={name || 'U'} size="lg" isDecorative />
      <div className={styles.identityText}>
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.muted}>{profile.email}</p>
        {children}
      </div>
    </>
  );
}

export function BalanceFigure() {
  return (
    <div className={styles.stat}>
      <span className={styles.muted}>
        <FormattedMessage id="dashboard.balance" />
      </span>
      <span className={styles.big}>
        <BalanceCredits />
      </span>
    </div>
  );
}

export function TopUpButton({ onTopUp }: { onTopUp: () => void }) {
  return (
    <Button onPress={onTopUp}>
      <FormattedMessage id="dashboard.topUp" />
    </Button>
  );
}

export function StatCard({
  label,
  value,
  hint,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <Card className={styles.stat}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.big}>{value}</span>
      {hint ? <span className={styles.muted}>{hint}</span> : null}
    </Card>
  );
}

const typeIcons = { image: ImageIcon, text: TextIcon, voice: VoiceIcon, video: VideoIcon } as const;
type GenerationType = keyof typeof typeIcons;
const isType = (t: string): t is GenerationType => t in typeIcons;

/** A generation's type as an icon with its name; `coloured` gives each type its colour (V5). */
export function TypeIcon({ type, coloured = false }: { type: string; coloured?: boolean }) {
  const intl = useIntl();
  const Icon = isType(type) ? typeIcons[type] : SparkFallback;
  return (
    <span
      className={
        coloured && isType(type) ? `${styles.typeIcon} ${styles.typeColor[type]}` : styles.typeIcon
      }
      role="img"
      aria-label={isType(type) ? intl.formatMessage(generationTypeMessages[type]) : type}
    >
      <Icon aria-hidden="true" />
    </span>
  );
}

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

function SparkFallback(props: React.SVGProps<SVGSVGElement>) {
  return <TextIcon {...props} />;
}

export function TransactionList({
  transactions,
  slots,
  orderId = 'suffix',
}: {
  transactions: readonly PreviewTransaction[];
  slots: PreviewSlots;
  /** How the order id is shortened: after the first underscore, or V5's second part. */
  orderId?: 'suffix' | 'short';
}) {
  const intl = useIntl();
  const { language } = useLocale();
  if (transactions.length === 0) {
    return <EmptyState title={<FormattedMessage id="previewDashboards.noTransactions" />} />;
  }
  return (
    <ul className={styles.list}>
      {transactions.map((tx) => {
        const shown = orderId === 'short' ? shortOrderId(tx.order_id) : orderIdSuffix(tx.order_id);
        return (
          <li key={tx.id} className={styles.listRow}>
            <div className={styles.rowText}>
              <strong>
                {intl.formatNumber(Number(tx.amount), {
                  style: 'currency',
                  // '25,50 £' in Spanish, not '25,50 GBP' (the language's own symbol for the currency).
                  currencyDisplay: 'narrowSymbol',
                  currency: tx.currency,
                })}
              </strong>
              <span className={styles.muted}>{formatDateTime(tx.created_at, language)}</span>
            </div>
            <div className={styles.rowEnd}>
              {slots.statusBadge(tx.status, 'transaction')}
              <CopyButton
                className={styles.orderId}
                size="sm"
                variant="ghost"
                value={tx.order_id}
                label={shown}
                copiedLabel={intl.formatMessage({ id: 'previewDashboards.copied.title' })}
                aria-label={intl.formatMessage(
                  { id: 'previewDashboards.copyOrderId' },
                  { id: shown },
                )}
                onCopy={() =>
                  notify.success(
                    intl.formatMessage({ id: 'previewDashboards.copied.title' }),
                    intl.formatMessage({ id: 'previewDashboards.copied.description' }),
                  )
                }
              />
              <TransactionCredits status={tx.status} credits={tx.credits} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A server-counted figure, or a placeholder while it loads. */
export const figure = (value: number | undefined) => (value === undefined ? <Skeleton /> : value);

export const latest = <T,>(items: readonly T[] | undefined, n: number) => (items ?? []).slice(0, n);

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
export function AccountCard({
  profile,
  since,
  onTopUp,
  inSidebar = false,
  children,
}: AccountCardProps) {
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

/** V4 and V5: sidebar with the account; Balance, Profile, Creations and Settings tabs. */
export function SidebarTabsLayout({
  data,
  slots,
  onTopUp,
  balance,
  creations,
}: VariantProps & { balance: ReactNode; creations: ReactNode }) {
  const intl = useIntl();
  const { profile } = data;
  return (
    <div className={styles.sidebarLayout}>
      <AccountCard profile={profile} since="badge" onTopUp={onTopUp} inSidebar />
      <SectionTabs
        label={intl.formatMessage({ id: 'previewDashboards.tabs' })}
        sections={accountSections({
          balance,
          profile: slots.profileTab,
          creations,
          settings: slots.settingsTab,
        })}
      />
    </div>
  );
}
