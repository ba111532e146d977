import { Card, CardTitle, InlineAlert, ProgressBar, Skeleton } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountStats } from '@/features/dashboard/api/get-account-stats';
import * as styles from './dashboard.css';

export type LibraryUsage = AccountStats['library'];

/** Bytes as people read them, in the reader's language: 1.5 MB, 20 kB, 900 bytes. */
function useBytes() {
  const intl = useIntl();
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 ** 3
        ? [bytes / 1024 ** 3, 'gigabyte']
        : bytes >= 1024 ** 2
          ? [bytes / 1024 ** 2, 'megabyte']
          : bytes >= 1024
            ? [bytes / 1024, 'kilobyte']
            : [bytes, 'byte'];
    return intl.formatNumber(value, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
  };
}

/**
 * The saved library (texts and images together) against the account's quota: items and bytes,
 * each a labelled progress bar whose value says both figures; full, it says what to do.
 */
export function LibraryUsageCard({ usage }: { usage: LibraryUsage | undefined }) {
  const intl = useIntl();
  const bytes = useBytes();
  const full = usage ? usage.items >= usage.items_max || usage.bytes >= usage.bytes_max : false;
  return (
    <Card as="section" aria-labelledby="library-usage-title" className={styles.section}>
      <CardTitle id="library-usage-title" level={2}>
        <FormattedMessage id="libraryUsage.title" />
      </CardTitle>
      {usage ? (
        <>
          <ProgressBar
            label={<FormattedMessage id="libraryUsage.items" />}
            value={Math.min(usage.items, usage.items_max)}
            maxValue={usage.items_max}
            valueLabel={intl.formatMessage(
              { id: 'libraryUsage.itemsValue' },
              {
                used: intl.formatNumber(usage.items),
                max: intl.formatNumber(usage.items_max),
              },
            )}
          />
          <ProgressBar
            label={<FormattedMessage id="libraryUsage.bytes" />}
            value={Math.min(usage.bytes, usage.bytes_max)}
            maxValue={usage.bytes_max}
            valueLabel={intl.formatMessage(
              { id: 'libraryUsage.bytesValue' },
              { used: bytes(usage.bytes), max: bytes(usage.bytes_max) },
            )}
          />
          {full ? (
            <InlineAlert>
              <FormattedMessage id="libraryUsage.full" />
            </InlineAlert>
          ) : null}
        </>
      ) : (
        <Skeleton />
      )}
    </Card>
  );
}
