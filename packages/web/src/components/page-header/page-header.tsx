import type { ReactNode } from 'react';
import * as styles from './page-header.css';

export interface PageHeaderProps {
  /** The screen's one `h1`. */
  title: ReactNode;
  /** A muted line under the title. */
  description?: ReactNode;
  /** The heading's id, for a region labelled by it. */
  titleId?: string;
  /** `page` for a screen's heading, `panel` for a centred card's (a step smaller). */
  size?: 'page' | 'panel';
}

/** A screen's title and the line under it. */
export function PageHeader({ title, description, titleId, size = 'page' }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 id={titleId} className={styles.title[size]}>
        {title}
      </h1>
      {description ? <p className={styles.description[size]}>{description}</p> : null}
    </header>
  );
}
