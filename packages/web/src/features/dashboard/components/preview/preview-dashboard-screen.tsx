import { Badge, ButtonLink, EmptyState } from '@lumen/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { ProfileGate } from '@/components/profile-gate';
import { paths } from '@/config/paths';
import * as styles from './preview.css';
import type {
  PreviewGeneration,
  PreviewProfile,
  PreviewSlots,
  PreviewStats,
  PreviewTransaction,
  VariantProps,
} from './types';
import { PreviewV1 } from './preview-v1';
import { PreviewV2 } from './preview-v2';
import { PreviewV3 } from './preview-v3';
import { PreviewV4 } from './preview-v4';
import { PreviewV5 } from './preview-v5';

export interface PreviewAccount {
  profile: UseQueryResult<PreviewProfile>;
  transactions: UseQueryResult<PreviewTransaction[]>;
  generations: UseQueryResult<PreviewGeneration[]>;
  stats: UseQueryResult<PreviewStats>;
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
  stats,
  slots,
  onTopUp,
}: PreviewAccount & { variant: number; onTopUp: () => void }) {
  return (
    <ProfileGate profile={profile}>
      {(data) => (
        <Variant
          variant={variant}
          data={{
            profile: data,
            transactions: transactions.data,
            generations: generations.data,
            stats: stats.data,
          }}
          slots={slots}
          onTopUp={onTopUp}
        />
      )}
    </ProfileGate>
  );
}

function Variant({ variant, ...common }: VariantProps & { variant: number }) {
  switch (variant) {
    case 1:
      return <PreviewV1 {...common} />;
    case 2:
      return <PreviewV2 {...common} />;
    case 3:
      return <PreviewV3 {...common} />;
    case 5:
      return <PreviewV5 {...common} />;
    default:
      return <PreviewV4 {...common} />;
  }
}
