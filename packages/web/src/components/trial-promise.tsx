import { DEFAULT_TRIAL_CREDITS, FREE_TRIAL_DAYS } from '@lumen/domain';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { lazy, Suspense, useState } from 'react';
import { pageConfig } from '@/lib/page-config';
import { WithQueryClient } from '@/lib/query-client-on-demand';
import * as styles from './trial-promise.css';
import { Promised } from './trial-promised';

const AskedTrialPromise = lazy(() =>
  import('./trial-promise-asked').then((m) => ({ default: m.AskedTrialPromise })),
);

/**
 * A public page's promise about the free trial, worded with the server's configured numbers
 * (`credits`, `days`; credits 0 means no trial), so the hero, the FAQ and sign-up say what a new
 * account really gets; nothing if they cannot be had. The server writes its numbers into the
 * page (`publicConfigOfPage`) and into the drawn promise itself, so they are there from the first
 * render and the page hydrates as served; on a page without them
 * (the Vite dev server's) they are asked for, and meanwhile the promise with the default trial
 * holds its place, unseen and unannounced: the text that replaces it has the same shape, so nothing below it moves (a
 * 12-character placeholder wrapped to one line where the promise takes two on a phone).
 */
export function TrialPromise({ message }: { message: MessageDescriptor }) {
  // The page's own numbers need no query (nor the query library, which home starts without).
  const [ofPage] = useState(pageConfig);
  if (ofPage) return <Promised message={message} config={ofPage} />;
  const reserved = <Reserved message={message} />;
  return (
    <WithQueryClient fallback={reserved}>
      <Suspense fallback={reserved}>
        <AskedTrialPromise message={message} reserved={reserved} />
      </Suspense>
    </WithQueryClient>
  );
}

export function Reserved({ message }: { message: MessageDescriptor }) {
  return (
    <span className={styles.reserved} aria-hidden="true" data-testid="trial-promise-reserved">
      <FormattedMessage
        {...message}
        values={{ credits: DEFAULT_TRIAL_CREDITS, days: FREE_TRIAL_DAYS }}
      />
    </span>
  );
}
