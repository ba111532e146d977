import { Avatar, Button, Card } from '@lumen/ui';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { BalanceCredits } from '@/components/balance-credits';
import { PageLoading } from '@/components/page-loading';
import { ProfileGate } from '@/components/profile-gate';
import { TrialNote } from '@/components/trial-note';
import { VerifyEmailBanner } from '@/components/verify-email-banner';
import { accountSections, SectionTabs } from '@/components/section-tabs/section-tabs';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth/get-me';
import { useAuthToken } from '@/lib/auth/token';
import { formatMonthYear } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { type Profile, useProfile } from '@/features/dashboard/api/get-profile';
import { BalanceTab } from './balance-tab';
import { CreationsTab } from './creations-tab';
import * as styles from './dashboard.css';

// The profile tab (its billing address form, with the country list) and the settings tab
// (password form, tokens, passkeys, sessions, with their validation) are fetched when they are
// opened: the dashboard opens on the balance.
const ProfileTab = lazy(() => import('./profile-tab').then((m) => ({ default: m.ProfileTab })));
const SettingsTab = lazy(() => import('./settings-tab').then((m) => ({ default: m.SettingsTab })));

export interface DashboardScreenProps {
  /** Opens the top-up dialog (composed by the route; features do not import each other). */
  onTopUp: () => void;
}

/** SPEC §2 account dashboard. */
export function DashboardScreen({ onTopUp }: DashboardScreenProps) {
  const token = useAuthToken();
  if (!token) return <Navigate to={paths.signin} replace />;
  return <SignedInDashboard onTopUp={onTopUp} />;
}

function SignedInDashboard({ onTopUp }: DashboardScreenProps) {
  const profile = useProfile();
  // The verify-email notice above the identity card comes with the user: both are drawn at once.
  const me = useMe();
  return (
    <div className={styles.page}>
      <ProfileGate profile={profile} waiting={me.isPending}>
        {(p) => <DashboardContent profile={p} onTopUp={onTopUp} />}
      </ProfileGate>
    </div>
  );
}

function DashboardContent({ profile: p, onTopUp }: DashboardScreenProps & { profile: Profile }) {
  const intl = useIntl();
  const { language } = useLocale();
  const name = p.full_name?.trim();
  return (
    <>
      <VerifyEmailBanner />
      <Card>
        <div className={styles.identity}>
          <Avatar name={name || 'U'} size="lg" isDecorative />
          <div className={styles.identityText}>
            <h1 className={styles.name}>{name}</h1>
            <p className={styles.muted}>{p.email}</p>
            <p className={styles.muted}>
              {p.created_at ? (
                <FormattedMessage
                  id="dashboard.activeSince"
                  values={{ date: formatMonthYear(p.created_at, language) }}
                />
              ) : (
                <FormattedMessage id="dashboard.recently" />
              )}
            </p>
          </div>
          <div className={styles.balanceBox}>
            <div className={styles.balanceValue}>
              <span className={styles.muted}>
                <FormattedMessage id="dashboard.balance" />
              </span>
              <span className={styles.big}>
                <BalanceCredits />
              </span>
              <span className={styles.muted}>
                <TrialNote />
              </span>
            </div>
            <Button onPress={onTopUp}>
              <FormattedMessage id="dashboard.topUp" />
            </Button>
          </div>
        </div>
      </Card>

      <SectionTabs
        label={intl.formatMessage({ id: 'dashboard.tabs' })}
        sections={accountSections({
          balance: <BalanceTab />,
          profile: (
            <Suspense fallback={<PageLoading />}>
              <ProfileTab profile={p} />
            </Suspense>
          ),
          creations: <CreationsTab />,
          settings: (
            <Suspense fallback={<PageLoading />}>
              <SettingsTab />
            </Suspense>
          ),
        })}
      />
    </>
  );
}
