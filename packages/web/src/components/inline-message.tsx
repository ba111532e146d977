import type { ReactNode } from 'react';
import * as styles from './inline-message.css';

export interface InlineMessageProps {
  tone: 'success' | 'danger' | 'neutral';
  children: ReactNode;
}

/**
 * A short status line inside a form (success or failure of a submit), announced to screen readers.
 * TODO(ui): belongs in @lumen/ui as an InlineAlert; replace once the design system has one.
 */
export function InlineMessage({ tone, children }: InlineMessageProps) {
  return (
    <p className={styles.tone[tone]} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
