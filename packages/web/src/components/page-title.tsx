import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/locale-provider';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ id }: { id: MessageId }) {
  const intl = useIntl();
  return <title>{`${intl.formatMessage({ id })} · Lumen Studio`}</title>;
}
