import type { ReactNode } from 'react';
import * as styles from './inline-alert.css';

export const inlineAlertTones = ['success', 'danger', 'neutral'] as const;
export type InlineAlertTone = (typeof inlineAlertTones)[number];

export interface InlineAlertProps {
  /** @default 'neutral' */
  tone?: InlineAlertTone;
  className?: string;
  children: ReactNode;
}

/**
 * A short status line inside a form (the outcome of a submit), announced to screen readers:
 * `danger` as an alert (assertive), the others as a status (polite).
 */
export function InlineAlert({ tone = 'neutral', className, children }: InlineAlertProps) {
  return (
    <p
      className={[styles.tone[tone], className].filter(Boolean).join(' ')}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-tone={tone}
    >
      {children}
    </p>
  );
}
