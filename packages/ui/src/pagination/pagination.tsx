import { clsx } from 'clsx';
import { Button } from '../button/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import * as styles from './pagination.css';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** @default 'Previous' */
  previousLabel?: string;
  /** @default 'Next' */
  nextLabel?: string;
  /** Landmark name. @default 'Pagination' */
  'aria-label'?: string;
  /** The status text; the app passes a translated one. @default `${page} of ${total}` */
  formatStatus?: (page: number, totalPages: number) => string;
  className?: string;
}

/** Previous / 'X of Y' / next. Renders nothing when there is a single page or none. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  'aria-label': ariaLabel = 'Pagination',
  formatStatus = (current, total) => `${current} of ${total}`,
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <nav aria-label={ariaLabel} className={clsx(styles.nav, className)}>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={current <= 1}
        onPress={() => onPageChange(current - 1)}
      >
        <ChevronLeftIcon />
        {previousLabel}
      </Button>
      <span className={styles.status} aria-live="polite" aria-atomic="true">
        {formatStatus(current, totalPages)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={current >= totalPages}
        onPress={() => onPageChange(current + 1)}
      >
        {nextLabel}
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
