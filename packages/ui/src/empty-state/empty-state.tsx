import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/icons';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon. @default an inbox */
  icon?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
  /** Heading level in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing in it ('No transactions yet.'). */
export function EmptyState({
  title,
  description,
  icon = <InboxIcon />,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
