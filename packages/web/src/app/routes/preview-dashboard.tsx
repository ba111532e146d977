import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  const { pathname } = useLocation();
  const variant = Number(/dashboard-v(\d)/.exec(pathname)?.[1] ?? 1);
  return (
    <PlaceholderPage name="page.dashboard">
      <p>
        <FormattedMessage id="preview.badge" values={{ n: variant }} />
      </p>
    </PlaceholderPage>
  );
}
