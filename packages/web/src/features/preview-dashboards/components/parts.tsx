import { orderIdSuffix, shortOrderId } from '@lumen/domain';
import {
  Avatar,
  Badge,
  Button,
  Card,
  CopyButton,
  EmptyState,
  ImageIcon,
  TextIcon,
  VideoIcon,
  VoiceIcon,
} from '@lumen/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BalanceCredits } from '../../../components/balance-credits';
import { formatDateTime, formatMonthYear } from '../../../lib/format-date';
import { generationTypeMessages } from '../../../lib/i18n/domain-messages';
import { useLocale } from '../../../lib/i18n/locale-provider';
import { notify } from '../../../lib/toast';
import * as styles from './preview.css';
import type { PreviewGeneration, PreviewProfile, PreviewSlots, PreviewTransaction } from './types';

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
        <h2 className={styles.name}>{name}</h2>
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
        const Icon = isType(g.generation_type) ? typeIcons[g.generation_type] : SparkFallback;
        return (
          <li key={g.id} className={styles.listRow}>
            <div className={styles.rowMain}>
              <span
                className={
                  coloured && isType(g.generation_type)
                    ? `${styles.typeIcon} ${styles.typeColor[g.generation_type]}`
                    : styles.typeIcon
                }
                role="img"
                aria-label={
                  isType(g.generation_type)
                    ? intl.formatMessage(generationTypeMessages[g.generation_type])
                    : g.generation_type
                }
              >
                <Icon aria-hidden="true" />
              </span>
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
                <FormattedMessage id="creations.cost" values={{ credits: g.cost_credits }} />
              </Badge>
            </div>
          </li>
        );
      })}
    </ul>
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
                {intl.formatNumber(Number(tx.amount), { style: 'currency', currency: tx.currency })}
              </strong>
              <span className={styles.muted}>{formatDateTime(tx.created_at, language)}</span>
            </div>
            <div className={styles.rowEnd}>
              {slots.statusBadge(tx.status, 'transaction')}
              <CopyButton
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
              <Badge variant="success">+{tx.credits}</Badge>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
