import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import * as styles from './badge.css';

export const badgeVariants = ['success', 'pending', 'failed', 'neutral'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  variant?: BadgeVariant;
}

/** A status label (payment and generation status). The text says the status; colour only helps. */
export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      data-variant={variant}
      className={clsx(styles.badge({ variant }), className)}
    />
  );
}
