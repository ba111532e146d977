import { Avatar, Button, Card, Spinner } from '@lumen/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { EmptyState } from '@lumen/ui';
import { accountSections, SectionTabs } from '../../../components/section-tabs/section-tabs';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api/http-error';
import { removeToken, useAuthToken } from '../../../lib/auth/token';
import { formatMonthYear } from '../../../lib/format-date';
import { useLocale } from '../../../lib/i18n/locale-provider';
import { useProfile } from '../api/get-profile';
import { BalanceTab } from './balance-tab';
import { CreationsTab } from './creations-tab';
import * as styles from './dashboard.css';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';

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
  const intl = useIntl();
  const { language } = useLocale();
  const navigate = useNavigate();
  const profile = useProfile();
  const unauthorized = isHttpError(profile.error, 401);

  useEffect(() => {
    if (!unauthorized) return;
    removeToken();
    navigate(paths.signin, { replace: true });
  }, [unauthorized, navigate]);

  if (profile.isPending || unauthorized) {
    return (
      <div className={styles.page}>
        <Spinner size="lg" label={intl.formatMessage({ id: 'app.loading' })} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={<FormattedMessage id="dashboard.loadError" />}
          action={
            <Button onPress={() => void profile.refetch()}>
              <FormattedMessage id="dashboard.retry" />
            </Button>
          }
        />
      </div>
    );
  }

  const p = profile.data;
  const name = p.full_name?.trim();
  return (
    <div className={styles.page}>
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
                <FormattedMessage id="balance.credits" values={{ credits: p.credits_balance }} />
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
          balance: <BalanceTab balance={p.credits_balance} />,
          profile: <ProfileTab profile={p} />,
          creations: <CreationsTab />,
          settings: <SettingsTab />,
        })}
      />
    </div>
  );
}
