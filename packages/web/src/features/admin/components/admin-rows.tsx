import { EmptyState } from '@lumen/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from './admin.css';

export interface AdminRowItem {
  id: string;
  text: string;
  at: string;
  action?: ReactNode;
}

/** The console's lists: a line of text, when, and an action if any; "Nothing here." when empty. */
export function AdminRows({ items }: { items: AdminRowItem[] }) {
  if (items.length === 0) return <EmptyState title={<FormattedMessage id="admin.none" />} />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.listRow}>
          <span>{item.text}</span>
          <span className={styles.muted}>{item.at}</span>
          {item.action}
        </li>
      ))}
    </ul>
  );
}
