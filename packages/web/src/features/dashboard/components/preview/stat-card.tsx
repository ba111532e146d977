import { Card } from '@lumen/ui';
import type { ReactNode } from 'react';
import * as styles from './preview.css';

export function StatCard({
  label,
  value,
  hint,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <Card className={styles.stat}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.big}>{value}</span>
      {hint ? <span className={styles.muted}>{hint}</span> : null}
    </Card>
  );
}
