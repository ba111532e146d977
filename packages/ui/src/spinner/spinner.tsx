import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { useUiStrings } from '../i18n/ui-strings';
import * as styles from './spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps
  extends Pick<HTMLAttributes<HTMLDivElement>, 'id' | 'aria-labelledby' | 'aria-describedby'> {
  size?: SpinnerSize;
  /** Accessible name, announced by screen readers. @default 'Loading…' in the locale's language */
  label?: string;
  className?: string;
}

/**
 * An indeterminate progress indicator (role progressbar, named, with no value: what React Aria's
 * indeterminate ProgressBar renders, without its code, which every page's buttons and loading
 * screens would otherwise download for one attribute set).
 */
export function Spinner({ size = 'md', label, className, ...props }: SpinnerProps) {
  const strings = useUiStrings();
  return (
    <div
      role="progressbar"
      aria-label={label ?? strings.loading}
      {...props}
      className={clsx(styles.root, styles.sizes[size], className)}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle
          className={styles.track}
          cx="12"
          cy="12"
          r="9"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </div>
  );
}
