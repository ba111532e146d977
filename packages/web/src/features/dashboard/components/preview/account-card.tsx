import { Avatar, Badge, Button, Card } from '@lumen/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BalanceCredits } from '@/components/balance-credits';
import { formatMonthYear } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import * as styles from './preview.css';
import type { PreviewProfile } from './types';

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
