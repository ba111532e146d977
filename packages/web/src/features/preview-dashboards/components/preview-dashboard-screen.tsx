import { Badge, Button, EmptyState, Spinner, ButtonLink } from '@lumen/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api/http-error';
import { removeToken } from '../../../lib/auth/token';
import * as styles from './preview.css';
import type { PreviewGeneration, PreviewProfile, PreviewSlots, PreviewTransaction } from './types';
import { SidebarTabsVariant, VariantOne, VariantThree, VariantTwo } from './variants';

export interface PreviewAccount {
  profile: UseQueryResult<PreviewProfile>;
  transactions: UseQueryResult<PreviewTransaction[]>;
  generations: UseQueryResult<PreviewGeneration[]>;
  slots: PreviewSlots;
}

export interface PreviewDashboardScreenProps {
  variant: number;
  /** The signed-in user's data; absent while signed out. */
  account?: PreviewAccount | undefined;
  onTopUp: () => void;
}

/** SPEC §2 /preview/dashboard-v1…v5: one layout per variant over the /dashboard data. */
export function PreviewDashboardScreen({ variant, account, onTopUp }: PreviewDashboardScreenProps) {
  return (
    <div className={styles.page}>
      <Badge variant="pending" className={styles.banner} role="status">
        <FormattedMessage id="preview.badge" values={{ n: variant }} />
      </Badge>
      {account ? (
        <SignedInPreview variant={variant} onTopUp={onTopUp} {...account} />
      ) : (
        <EmptyState
          title={<FormattedMessage id="previewDashboards.signIn.title" />}
          action={
            <ButtonLink href={paths.signin}>
              <FormattedMessage id="previewDashboards.signIn.action" />
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}

function SignedInPreview({
  variant,
  profile,
  transactions,
  generations,
  slots,
  onTopUp,
}: PreviewAccount & { variant: number; onTopUp: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const unauthorized = isHttpError(profile.error, 401);
  useEffect(() => {
    if (!unauthorized) return;
    removeToken();
    navigate(paths.signin, { replace: true });
  }, [unauthorized, navigate]);

  if (profile.isPending || unauthorized) {
    return <Spinner size="lg" label={intl.formatMessage({ id: 'app.loading' })} />;
  }
  if (profile.isError) {
    return (
      <EmptyState
        title={<FormattedMessage id="dashboard.loadError" />}
        action={
          <Button onPress={() => void profile.refetch()}>
            <FormattedMessage id="dashboard.retry" />
          </Button>
        }
      />
    );
  }
  const data = {
    profile: profile.data,
    transactions: transactions.data,
    generations: generations.data,
  };
  const common = { data, slots, onTopUp };
  switch (variant) {
    case 1:
      return <VariantOne {...common} />;
    case 2:
      return <VariantTwo {...common} />;
    case 3:
      return <VariantThree {...common} />;
    default:
      return <SidebarTabsVariant {...common} v5={variant === 5} />;
  }
}
