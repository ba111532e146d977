import {
  ASPECT_RATIOS,
  GALLERY_SORT_FIELDS,
  IMAGE_SIZES,
  IMAGE_STYLES,
  SORT_ORDERS,
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
import { FormattedMessage, useIntl } from 'react-intl';
import { isHttpError } from '../../../lib/api/http-error';
import { formatDateTime } from '../../../lib/format-date';
import { useLocale } from '../../../lib/i18n/locale-provider';
import { notify } from '../../../lib/toast';
import { useDeleteImage } from '../api/delete-image';
import { type SavedImage, useSavedImages } from '../api/get-saved-images';
import { useGalleryFilters } from '../hooks/use-gallery-filters';
import * as styles from './gallery.css';

const ALL = 'all';

/** SPEC §2 My Gallery: 12 a page, filters, search after 1 s, sort, pagination, Clear All Filters. */
export function Gallery() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
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
      <Option id={ALL}>{t('gallery.filter.all')}</Option>
      {values.map((value) => (
        <Option key={value} id={value}>
          {optionLabel(value)}
        </Option>
      ))}
    </Select>
  );

  const data = images.data;
  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        <SearchField
          label={t('gallery.search')}
          placeholder={t('gallery.searchPlaceholder')}
          clearLabel={t('gallery.clearSearch')}
          value={state.searchInput}
          onChange={setSearchInput}
        />
        {filterSelect('style', IMAGE_STYLES, t('gallery.filter.style'), (v) =>
          t(`gallery.style.${v}`),
        )}
        {filterSelect('size', IMAGE_SIZES, t('gallery.filter.size'), (v) =>
          t('gallery.size', { size: v.replace('x', '×') }),
        )}
        {filterSelect('aspectRatio', ASPECT_RATIOS, t('gallery.filter.aspectRatio'), (v) =>
          t(`gallery.aspectRatio.${v}`),
        )}
        <Select
          label={t('gallery.sortBy')}
          selectedKey={state.sortBy}
          onSelectionChange={(value) => setFilter('sortBy', String(value))}
        >
          {GALLERY_SORT_FIELDS.map((field) => (
            <Option key={field} id={field}>
              {t(`gallery.sortBy.${field}`)}
            </Option>
          ))}
        </Select>
        <Select
          label={t('gallery.sortOrder')}
          selectedKey={state.sortOrder}
          onSelectionChange={(value) => setFilter('sortOrder', String(value))}
        >
          {SORT_ORDERS.map((order) => (
            <Option key={order} id={order}>
              {t(`gallery.sortOrder.${order}`)}
            </Option>
          ))}
        </Select>
        <Button variant="secondary" onPress={clear} isDisabled={!isFiltered}>
          <FormattedMessage id="gallery.clearAll" />
        </Button>
      </div>

      {images.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('app.loading')}>
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
            isHttpError(images.error)
              ? t('gallery.httpError', { status: images.error.status })
              : undefined
          }
          action={
            <Button onPress={() => void images.refetch()}>
              <FormattedMessage id="gallery.retry" />
            </Button>
          }
        />
      ) : data && data.images.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id={isFiltered ? 'gallery.noMatches' : 'gallery.empty.title'} />}
          description={isFiltered ? undefined : <FormattedMessage id="gallery.empty.description" />}
        />
      ) : (
        <ul className={styles.grid} aria-label={t('gallery.listLabel')}>
          {data?.images.map((image) => (
            <li key={image.id} className={styles.item}>
              <button
                type="button"
                className={styles.thumbButton}
                onClick={() => setSelected(image)}
                aria-label={t('gallery.view', { prompt: image.prompt })}
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
          previousLabel={t('gallery.previous')}
          nextLabel={t('gallery.next')}
          aria-label={t('gallery.pagination')}
          formatStatus={(page, total) => t('gallery.pageStatus', { page, total })}
        />
      ) : null}

      <ImageDialog image={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

function ImageDialog({ image, onClose }: { image: SavedImage | null; onClose: () => void }) {
  const intl = useIntl();
  const { language } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const remove = useDeleteImage();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    if (!image) return;
    try {
      await remove.mutateAsync(image.id);
      notify.success(t('gallery.toast.deleted'));
      setConfirming(false);
      onClose();
    } catch (error) {
      notify.error(
        t('gallery.toast.deleteFailed'),
        isHttpError(error) ? error.serverMessage : undefined,
      );
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
        closeLabel={t('common.close')}
        footer={
          image ? (
            <Button variant="destructive" onPress={() => setConfirming(true)}>
              {t('gallery.dialog.delete')}
            </Button>
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
              <dt className={styles.metaTerm}>{t('gallery.dialog.prompt')}</dt>
              <dd className={styles.metaValue}>{image.prompt}</dd>
              {image.negativePrompt ? (
                <>
                  <dt className={styles.metaTerm}>{t('gallery.dialog.negativePrompt')}</dt>
                  <dd className={styles.metaValue}>{image.negativePrompt}</dd>
                </>
              ) : null}
              <dt className={styles.metaTerm}>{t('gallery.dialog.size')}</dt>
              <dd className={styles.metaValue}>
                {image.finalWidth && image.finalHeight
                  ? `${image.finalWidth}×${image.finalHeight}`
                  : image.settings.size}
              </dd>
              <dt className={styles.metaTerm}>{t('gallery.dialog.style')}</dt>
              <dd className={styles.metaValue}>
                {(IMAGE_STYLES as readonly string[]).includes(image.settings.style)
                  ? t(`gallery.style.${image.settings.style}`)
                  : image.settings.style}
              </dd>
              <dt className={styles.metaTerm}>{t('gallery.dialog.aspectRatio')}</dt>
              <dd className={styles.metaValue}>{image.aspectRatio}</dd>
              <dt className={styles.metaTerm}>{t('gallery.dialog.model')}</dt>
              <dd className={styles.metaValue}>
                {image.settings.model === 'demo' || image.settings.model === 'gemini'
                  ? t(`gallery.model.${image.settings.model}`)
                  : image.settings.model}
              </dd>
              <dt className={styles.metaTerm}>{t('gallery.dialog.creativity')}</dt>
              <dd className={styles.metaValue}>{image.settings.guidance}</dd>
              <dt className={styles.metaTerm}>{t('gallery.dialog.created')}</dt>
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
        title={t('gallery.confirm.title')}
        confirmLabel={
          remove.isPending ? t('gallery.confirm.deleting') : t('gallery.confirm.delete')
        }
        cancelLabel={t('common.cancel')}
        variant="destructive"
        onConfirm={confirmDelete}
        isConfirmLoading={remove.isPending}
      >
        <FormattedMessage id="gallery.confirm.description" />
      </AlertDialog>
    </>
  );
}
