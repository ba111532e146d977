import { Button, EmptyState } from '@lumen/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isHttpError } from '@lumen/client';
import { removeToken } from '@/lib/auth/token';
import { AccountSkeleton } from './account-skeleton';

interface ProfileGateProps<T> {
  /** The signed-in user's profile query. */
  profile: UseQueryResult<T>;
  /** The screen, drawn once the profile has loaded. */
  children: (profile: T) => ReactNode;
  /**
   * Something else drawn at the screen's top is still on its way (the signed-in user, whose
   * notices go above the content): the skeleton stays, so the content does not move when it
   * comes.
   */
  waiting?: boolean;
}

/**
 * The account screens' (/dashboard and its previews) wait for the profile: a 401 drops the token
 * and goes to sign in (the skeleton stays meanwhile), loading shows the account skeleton, any other error a
 * retry; once loaded, the screen.
 */
export function ProfileGate<T>({ profile, children, waiting = false }: ProfileGateProps<T>) {
  const navigate = useNavigate();
  const unauthorized = isHttpError(profile.error, 401);

  useEffect(() => {
    if (!unauthorized) return;
    removeToken();
    navigate(paths.signin, { replace: true });
  }, [unauthorized, navigate]);

  if (profile.isPending || unauthorized || (waiting && !profile.isError)) {
    return <AccountSkeleton />;
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
  return children(profile.data);
}
