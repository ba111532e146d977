import { ToastRegion } from '@lumen/ui';
import { useIntl } from 'react-intl';

/** The app's toast region with its translated labels (loaded with the first toast). */
export function AppToastRegion() {
  const intl = useIntl();
  return (
    <ToastRegion
      aria-label={intl.formatMessage({ id: 'toast.region' })}
      closeLabel={intl.formatMessage({ id: 'toast.close' })}
    />
  );
}
