import { clsx } from 'clsx';
import {
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps as AriaTableProps,
  composeRenderProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons/icons';
import * as styles from './table.css';

export interface TableProps extends AriaTableProps {}

/** A data table: arrow keys move between rows and cells; columns may sort (allowsSorting). */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={styles.container}>
      <AriaTable
        {...props}
        className={composeRenderProps(className, (cls) => clsx(styles.table, cls))}
      />
    </div>
  );
}

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return (
    <AriaTableHeader {...props} className={composeRenderProps(className, (cls) => clsx(cls))} />
  );
}

export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn
      {...props}
      className={composeRenderProps(className, (cls) => clsx(styles.column, cls))}
    >
      {composeRenderProps(children, (child, { allowsSorting, sortDirection }) => (
        <>
          {child}
          {allowsSorting && sortDirection ? (
            <span className={styles.sortIndicator} aria-hidden="true">
              <ChevronDownIcon />
            </span>
          ) : null}
        </>
      ))}
    </AriaColumn>
  );
}

export interface TableBodyComponentProps<T extends object> extends TableBodyProps<T> {}

export function TableBody<T extends object>({
  className,
  renderEmptyState,
  ...props
}: TableBodyComponentProps<T>) {
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={
        renderEmptyState
          ? (renderProps) => <div className={styles.empty}>{renderEmptyState(renderProps)}</div>
          : undefined
      }
      className={composeRenderProps(className, (cls) => clsx(cls))}
    />
  );
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return (
    <AriaRow {...props} className={composeRenderProps(className, (cls) => clsx(styles.row, cls))} />
  );
}

export function Cell({ className, ...props }: CellProps) {
  return (
    <AriaCell
      {...props}
      className={composeRenderProps(className, (cls) => clsx(styles.cell, cls))}
    />
  );
}
