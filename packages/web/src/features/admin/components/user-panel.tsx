import { isHttpError } from '@lumen/client';
import { InlineAlert, Skeleton } from '@lumen/ui';
import { FormattedMessage } from 'react-intl';
import { useAdminUser } from '@/features/admin/api/admin';
import { UserDetails } from './user-details';

/** The account found by `email`: its details, or why there are none. */
export function UserPanel({ email }: { email: string }) {
  const user = useAdminUser(email);
  if (user.isPending) return <Skeleton />;
  if (user.isError) {
    return (
      <InlineAlert tone="danger">
        {isHttpError(user.error, 404) ? (
          <FormattedMessage id="admin.noUser" values={{ email }} />
        ) : (
          <FormattedMessage id="admin.loadFailed" />
        )}
      </InlineAlert>
    );
  }
  return <UserDetails data={user.data} />;
}
