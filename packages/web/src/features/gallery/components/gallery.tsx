import {
  ASPECT_RATIOS,
  type AspectRatio,
  GALLERY_SORT_FIELDS,
  type GallerySortField,
  IMAGE_SIZES,
  IMAGE_STYLES,
  type ImageStyle,
  SORT_ORDERS,
  type SortOrder,
} from '@lumen/domain';
import {
  AlertDialog,
  Button,
  EmptyState,
  Modal,
  Option,
  Pagination,
  SearchField,
  Select,
  Skeleton,
} from '@lumen/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { isHttpError } from '@lumen/client';
import { formatDateTime } from '@/lib/format-date';
import {
  aspectRatioMessages,
  formatKnown,
  imageModelMessages,
  imageStyleMessages,
} from '@/lib/i18n/domain-messages';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useDeleteImage } from '@/features/gallery/api/delete-image';
import { type SavedImage, useSavedImages } from '@/features/gallery/api/get-saved-images';
import { useGalleryFilters } from '@/features/gallery/hooks/use-gallery-filters';
import { ShareButton } from '@/components/share/share-dialog';
import * as styles from './gallery.css';

const sortByNames = defineMessages({
  created_at: { id: 'gallery.sortBy.created_at' },
  prompt: { id: 'gallery.sortBy.prompt' },
}) satisfies Record<GallerySortField, MessageDescriptor>;

const sortOrderNames = defineMessages({
  asc: { id: 'gallery.sortOrder.asc' },
  desc: { id: 'gallery.sortOrder.desc' },
}) satisfies Record<SortOrder, MessageDescriptor>;

const m = defineMessages({
  all: { id: 'gallery.filter.all' },
  search: { id: 'gallery.search' },
  searchPlaceholder: { id: 'gallery.searchPlaceholder' },
  clearSearch: { id: 'gallery.clearSearch' },
  style: { id: 'gallery.filter.style' },
  size: { id: 'gallery.filter.size' },
  gallerySize: { id: 'gallery.size' },
  aspectRatio: { id: 'gallery.filter.aspectRatio' },
  sortBy: { id: 'gallery.sortBy' },
  sortOrder: { id: 'gallery.sortOrder' },
  loading: { id: 'app.loading' },
  httpError: { id: 'gallery.httpError' },
  noMatches: { id: 'gallery.noMatches' },
  title: { id: 'gallery.empty.title' },
  listLabel: { id: 'gallery.listLabel' },
  view: { id: 'gallery.view' },
  previous: { id: 'gallery.previous' },
  next: { id: 'gallery.next' },
  pagination: { id: 'gallery.pagination' },
  pageStatus: { id: 'gallery.pageStatus' },
  deleted: { id: 'gallery.toast.deleted' },
  deleteFailed: { id: 'gallery.toast.deleteFailed' },
  close: { id: 'common.close' },
  delete: { id: 'gallery.dialog.delete' },
  prompt: { id: 'gallery.dialog.prompt' },
  negativePrompt: { id: 'gallery.dialog.negativePrompt' },
  dialogSize: { id: 'gallery.dialog.size' },
  dialogStyle: { id: 'gallery.dialog.style' },
  dialogAspectRatio: { id: 'gallery.dialog.aspectRatio' },
  model: { id: 'gallery.dialog.model' },
  creativity: { id: 'gallery.dialog.creativity' },
  created: { id: 'gallery.dialog.created' },
  confirmTitle: { id: 'gallery.confirm.title' },
  deleting: { id: 'gallery.confirm.deleting' },
  confirmDelete: { id: 'gallery.confirm.delete' },
  cancel: { id: 'common.cancel' },
});

const ALL = 'all';

/** SPEC §2 My Gallery: 12 a page, filters, search after 1 s, sort, pagination, Clear All Filters. */
export function Gallery() {
  const intl = useIntl();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const { state, params, setFilter, setSearchInput, setPage, clear, isFiltered } =
    useGalleryFilters();
  const images = useSavedImages(params);
  const [selected, setSelected] = useState<SavedImage | null>(null);

  const filterSelect = (
    key: 'style' | 'size' | 'aspectRatio',
    values: readonly string[],
    label: string,
    optionLabel: (value: string) => string,
  ) => (
    <Select
      label={label}
      selectedKey={state[key] ?? ALL}
      onSelectionChange={(value) => setFilter(key, value === ALL ? undefined : String(value))}
    >
      <Option id={ALL}>{t(m.all)}</Option>
      {values.map((value) => (
        <Option key={value} id={value}>
          {optionLabel(value)}
        </Option>
      ))}
    </Select>
  );

  const data = images.data;
  const pastTheEnd = usePageInRange(state.page, data?.totalPages, setPage);
  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        <SearchField
          label={t(m.search)}
          placeholder={t(m.searchPlaceholder)}
          clearLabel={t(m.clearSearch)}
          value={state.searchInput}
          onChange={setSearchInput}
        />
        {filterSelect('style', IMAGE_STYLES, t(m.style), (v) =>
          t(imageStyleMessages[v as ImageStyle]),
        )}
        {filterSelect('size', IMAGE_SIZES, t(m.size), (v) =>
          t(m.gallerySize, { size: v.replace('x', '×') }),
        )}
        {filterSelect('aspectRatio', ASPECT_RATIOS, t(m.aspectRatio), (v) =>
          t(aspectRatioMessages[v as AspectRatio]),
        )}
        <Select
          label={t(m.sortBy)}
          selectedKey={state.sortBy}
          onSelectionChange={(value) => setFilter('sortBy', String(value))}
        >
          {GALLERY_SORT_FIELDS.map((field) => (
            <Option key={field} id={field}>
              {t(sortByNames[field])}
            </Option>
          ))}
        </Select>
        <Select
          label={t(m.sortOrder)}
          selectedKey={state.sortOrder}
          onSelectionChange={(value) => setFilter('sortOrder', String(value))}
        >
          {SORT_ORDERS.map((order) => (
            <Option key={order} id={order}>
              {t(sortOrderNames[order])}
            </Option>
          ))}
        </Select>
        <Button variant="secondary" onPress={clear} isDisabled={!isFiltered}>
          <FormattedMessage id="gallery.clearAll" />
        </Button>
      </div>

      {images.isPending || pastTheEnd ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t(m.loading)}>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={i}>
              <Skeleton shape="rect" className={styles.thumb} />
            </li>
          ))}
        </ul>
      ) : images.isError ? (
        <EmptyState
          title={<FormattedMessage id="gallery.loadError" />}
          description={
            isHttpError(images.error) ? t(m.httpError, { status: images.error.status }) : undefined
          }
          action={
            <Button onPress={() => void images.refetch()}>
              <FormattedMessage id="gallery.retry" />
            </Button>
          }
        />
      ) : data && data.images.length === 0 ? (
        <EmptyState
          title={<FormattedMessage {...(isFiltered ? m.noMatches : m.title)} />}
          description={isFiltered ? undefined : <FormattedMessage id="gallery.empty.description" />}
        />
      ) : (
        <ul className={styles.grid} aria-label={t(m.listLabel)}>
          {data?.images.map((image) => (
            <li key={image.id} className={styles.item}>
              <button
                type="button"
                className={styles.thumbButton}
                onClick={() => setSelected(image)}
                aria-label={t(m.view, { prompt: image.prompt })}
              >
                <img className={styles.thumb} src={image.url} alt="" loading="lazy" />
              </button>
              <p className={styles.caption} title={image.prompt}>
                {image.prompt}
              </p>
            </li>
          ))}
        </ul>
      )}

      {data ? (
        <Pagination
          page={state.page}
          totalPages={data.totalPages}
          onPageChange={setPage}
          previousLabel={t(m.previous)}
          nextLabel={t(m.next)}
          aria-label={t(m.pagination)}
          formatStatus={(page, total) => t(m.pageStatus, { page, total })}
        />
      ) : null}

      <ImageDialog image={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

function ImageDialog({ image, onClose }: { image: SavedImage | null; onClose: () => void }) {
  const intl = useIntl();
  const { language } = useLocale();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const remove = useDeleteImage();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    if (!image) return;
    try {
      await remove.mutateAsync(image.id);
      notify.success(t(m.deleted));
      setConfirming(false);
      onClose();
    } catch (error) {
      notify.error(t(m.deleteFailed), isHttpError(error) ? error.serverMessage : undefined);
    }
  };

  return (
    <>
      <Modal
        isOpen={image !== null && !confirming}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        size="lg"
        title={<FormattedMessage id="gallery.dialog.title" />}
        closeLabel={t(m.close)}
        footer={
          image ? (
            <>
              <ShareButton target={{ itemType: 'image', itemId: image.id }} prompt={image.prompt} />
              <Button variant="destructive" onPress={() => setConfirming(true)}>
                {t(m.delete)}
              </Button>
            </>
          ) : null
        }
      >
        {image ? (
          <>
            <img
              className={styles.large}
              src={image.url}
              alt={image.prompt}
              width={image.finalWidth ?? undefined}
              height={image.finalHeight ?? undefined}
            />
            <dl className={styles.meta}>
              <dt className={styles.metaTerm}>{t(m.prompt)}</dt>
              <dd className={styles.metaValue}>{image.prompt}</dd>
              {image.negativePrompt ? (
                <>
                  <dt className={styles.metaTerm}>{t(m.negativePrompt)}</dt>
                  <dd className={styles.metaValue}>{image.negativePrompt}</dd>
                </>
              ) : null}
              <dt className={styles.metaTerm}>{t(m.dialogSize)}</dt>
              <dd className={styles.metaValue}>
                {image.finalWidth && image.finalHeight
                  ? `${image.finalWidth}×${image.finalHeight}`
                  : image.settings.size}
              </dd>
              <dt className={styles.metaTerm}>{t(m.dialogStyle)}</dt>
              <dd className={styles.metaValue}>
                {formatKnown(intl, imageStyleMessages, image.settings.style)}
              </dd>
              <dt className={styles.metaTerm}>{t(m.dialogAspectRatio)}</dt>
              <dd className={styles.metaValue}>{image.aspectRatio}</dd>
              <dt className={styles.metaTerm}>{t(m.model)}</dt>
              <dd className={styles.metaValue}>
                {formatKnown(intl, imageModelMessages, image.settings.model)}
              </dd>
              <dt className={styles.metaTerm}>{t(m.creativity)}</dt>
              <dd className={styles.metaValue}>{image.settings.guidance}</dd>
              <dt className={styles.metaTerm}>{t(m.created)}</dt>
              <dd className={styles.metaValue}>{formatDateTime(image.timestamp, language)}</dd>
            </dl>
          </>
        ) : null}
      </Modal>
      <AlertDialog
        isOpen={image !== null && confirming}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(false);
        }}
        title={t(m.confirmTitle)}
        confirmLabel={remove.isPending ? t(m.deleting) : t(m.confirmDelete)}
        cancelLabel={t(m.cancel)}
        variant="destructive"
        onConfirm={confirmDelete}
        isConfirmLoading={remove.isPending}
      >
        <FormattedMessage id="gallery.confirm.description" />
      </AlertDialog>
    </>
  );
}
