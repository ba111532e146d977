import { isHttpError } from '@lumen/client';
import {
  AlertDialog,
  Button,
  EmptyState,
  Modal,
  Option,
  Pagination,
  SearchField,
  Select,
} from '@lumen/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { notify } from '@/lib/toast';
import { usePageInRange } from '@/lib/use-page-in-range';
import * as styles from './library.css';
import type { LibraryFilterValues, LibraryList } from './use-library-filters';

/** The words of one library screen (each screen keeps its own catalogue ids). */
export interface LibraryMessages {
  /** A filter's first option, for no filter. */
  all: MessageDescriptor;
  search: MessageDescriptor;
  searchPlaceholder: MessageDescriptor;
  clearSearch: MessageDescriptor;
  loadError: MessageDescriptor;
  retry: MessageDescriptor;
  previous: MessageDescriptor;
  next: MessageDescriptor;
  /** The pager's name. */
  pagination: MessageDescriptor;
  /** `{page} of {total}`. */
  pageStatus: MessageDescriptor;
}

/** One "All or one of `values`" filter of a library over the filters `F`. */
export interface LibrarySelect<F extends LibraryFilterValues> {
  key: keyof F & string;
  label: string;
  values: readonly string[];
  optionLabel: (value: string) => string;
}

export interface LibraryProps<F extends LibraryFilterValues> {
  messages: LibraryMessages;
  /** The list state (useLibraryFilters). */
  list: LibraryList<F>;
  /** The filters drawn after the search field. */
  selects: readonly LibrarySelect<F>[];
  /** Other controls after them (the gallery's sort and Clear All Filters). */
  moreFilters?: ReactNode;
  /**
   * Below the desktop breakpoint, the filters fold behind a button with these words
   * (`{count}`: how many filters are active); from it up they are always shown.
   */
  filtersToggle?: MessageDescriptor;
  /** The list query's state; `totalPages` once a page has arrived. */
  status: 'pending' | 'error' | 'success';
  totalPages: number | undefined;
  /** Under the error's title (the gallery names the HTTP status). */
  errorDescription?: ReactNode;
  onRetry: () => void;
  /** Shown while the page loads (or moves back into range). */
  loading: ReactNode;
  /** Shown when the page has no item. */
  empty: ReactNode;
  isEmpty: boolean;
  /** Drawn between the filters and the list (the selection bar). */
  above?: ReactNode;
  /** The list itself. */
  children: ReactNode;
  /** The view and delete dialogs. */
  dialogs?: ReactNode;
}

/**
 * The gallery's and the saved texts' scaffold: search and filters, then the list (or its
 * loading, error or empty state), the pager, and the item dialogs.
 */
export function Library<F extends LibraryFilterValues>({
  messages: m,
  list,
  selects,
  moreFilters,
  filtersToggle,
  status,
  totalPages,
  errorDescription,
  onRetry,
  loading,
  empty,
  isEmpty,
  above,
  children,
  dialogs,
}: LibraryProps<F>) {
  const intl = useIntl();
  const { page, setPage } = list;
  const pastTheEnd = usePageInRange(page, totalPages, setPage);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  return (
    <div className={styles.root}>
      {filtersToggle ? (
        <Button
          variant="secondary"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onPress={() => setFiltersOpen((open) => !open)}
        >
          {intl.formatMessage(filtersToggle, { count: list.activeCount })}
        </Button>
      ) : null}
      <div
        id={filtersId}
        className={
          filtersToggle && !filtersOpen
            ? `${styles.filters} ${styles.filtersFolded}`
            : styles.filters
        }
      >
        <SearchField
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          clearLabel={intl.formatMessage(m.clearSearch)}
          value={list.searchInput}
          onChange={list.setSearchInput}
        />
        {selects.map(({ key, label, values, optionLabel }) => (
          <FilterSelect
            key={key}
            label={label}
            allLabel={intl.formatMessage(m.all)}
            values={values}
            value={list.filters[key]}
            onChange={(value) => list.setFilter(key, value as F[typeof key])}
            optionLabel={optionLabel}
          />
        ))}
        {moreFilters}
      </div>

      {above}

      {status === 'pending' || pastTheEnd ? (
        loading
      ) : status === 'error' ? (
        <EmptyState
          title={intl.formatMessage(m.loadError)}
          description={errorDescription}
          action={<Button onPress={onRetry}>{intl.formatMessage(m.retry)}</Button>}
        />
      ) : isEmpty ? (
        empty
      ) : (
        children
      )}

      {totalPages !== undefined ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          previousLabel={intl.formatMessage(m.previous)}
          nextLabel={intl.formatMessage(m.next)}
          aria-label={intl.formatMessage(m.pagination)}
          formatStatus={(current, total) =>
            intl.formatMessage(m.pageStatus, { page: current, total })
          }
        />
      ) : null}

      {dialogs}
    </div>
  );
}

interface FilterSelectProps<T extends string> {
  label: string;
  /** The first option, for no filter. */
  allLabel: string;
  values: readonly T[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  optionLabel: (value: T) => string;
}

const ALL = 'all';

/** A library filter: "All" or one of `values`. */
function FilterSelect<T extends string>({
  label,
  allLabel,
  values,
  value,
  onChange,
  optionLabel,
}: FilterSelectProps<T>) {
  return (
    <Select
      label={label}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => onChange(key === ALL ? undefined : (String(key) as T))}
    >
      <Option id={ALL}>{allLabel}</Option>
      {values.map((v) => (
        <Option key={v} id={v}>
          {optionLabel(v)}
        </Option>
      ))}
    </Select>
  );
}

export interface LibraryViewDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** A library item shown whole. */
export function LibraryViewDialog({ isOpen, onClose, ...modal }: LibraryViewDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      {...modal}
    />
  );
}

/** The words of a library's delete confirmation and its toasts. */
export interface LibraryDeleteMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
  confirm: MessageDescriptor;
  deleting: MessageDescriptor;
  cancel: MessageDescriptor;
  deleted: MessageDescriptor;
  deleteFailed: MessageDescriptor;
}

export interface LibraryDeleteDialogProps<T extends { id: string }> {
  /** The item asked about; the dialog is open while there is one. */
  item: T | null;
  remove: UseMutationResult<unknown, Error, string>;
  messages: LibraryDeleteMessages;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a library item; a toast says how it went. */
export function LibraryDeleteDialog<T extends { id: string }>({
  item,
  remove,
  messages: m,
  onCancel,
  onDeleted,
}: LibraryDeleteDialogProps<T>) {
  const intl = useIntl();
  const confirmDelete = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      notify.success(intl.formatMessage(m.deleted));
      onDeleted();
    } catch (error) {
      notify.error(
        intl.formatMessage(m.deleteFailed),
        isHttpError(error) ? error.serverMessage : undefined,
      );
    }
  };
  return (
    <AlertDialog
      isOpen={item !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onCancel();
      }}
      title={intl.formatMessage(m.title)}
      confirmLabel={intl.formatMessage(remove.isPending ? m.deleting : m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      variant="destructive"
      onConfirm={confirmDelete}
      isConfirmLoading={remove.isPending}
    >
      {intl.formatMessage(m.description)}
    </AlertDialog>
  );
}

export interface LibraryPickBarProps {
  /** What is picked, e.g. '3 images selected': announced politely as it changes. */
  status: string;
  /** Said when the selection is full, e.g. 'Up to 100 images at once'. */
  limitNote?: string | undefined;
  /** The bar's name (a region holding the selection's actions). */
  label: string;
  /** The bulk actions (Select this page, Clear, Download selected). */
  children: ReactNode;
}

/** The bar above a library list that counts the picked items and offers what to do with them. */
export function LibraryPickBar({ status, limitNote, label, children }: LibraryPickBarProps) {
  return (
    <section className={styles.pickBar} aria-label={label}>
      <p className={styles.pickStatus} role="status">
        {status}
        {limitNote ? <span className={styles.pickNote}> {limitNote}</span> : null}
      </p>
      <div className={styles.pickActions}>{children}</div>
    </section>
  );
}
