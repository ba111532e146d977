import {
  ASPECT_RATIOS,
  type AspectRatio,
  GALLERY_SORT_FIELDS,
  type GallerySortField,
  IMAGE_SIZES,
  IMAGE_STYLES,
  type ImageSize,
  MAX_DOWNLOAD_IMAGES,
  type ImageStyle,
  SORT_ORDERS,
  type SortOrder,
} from '@lumen/domain';
import { Button, Checkbox, EmptyState, Option, Select, Skeleton } from '@lumen/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { isHttpError } from '@lumen/client';
import { GALLERY_SEARCH_DELAY_MS } from '@/config/screen';
import { downloadFile } from '@/lib/download';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/toast';
import {
  aspectRatioMessages,
  formatKnown,
  imageModelMessages,
  imageStyleMessages,
} from '@/lib/i18n/domain-messages';
import { useLocale } from '@/lib/i18n/locale-provider';
import {
  Library,
  LibraryDeleteDialog,
  type LibraryDeleteMessages,
  type LibraryMessages,
  LibraryPickBar,
  LibraryViewDialog,
} from '@/components/library/library';
import {
  type LibraryPicks,
  useLibraryFilters,
  useLibraryPicks,
  useLibrarySelection,
} from '@/components/library/use-library-filters';
import { useDeleteImage } from '@/features/gallery/api/delete-image';
import { useDownloadImages } from '@/features/gallery/api/download-images';
import { type SavedImage, useSavedImages } from '@/features/gallery/api/get-saved-images';
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

const listMessages: LibraryMessages = defineMessages({
  all: { id: 'gallery.filter.all' },
  search: { id: 'gallery.search' },
  searchPlaceholder: { id: 'gallery.searchPlaceholder' },
  clearSearch: { id: 'gallery.clearSearch' },
  loadError: { id: 'gallery.loadError' },
  retry: { id: 'gallery.retry' },
  previous: { id: 'gallery.previous' },
  next: { id: 'gallery.next' },
  pagination: { id: 'gallery.pagination' },
  pageStatus: { id: 'gallery.pageStatus' },
});

const deleteMessages: LibraryDeleteMessages = defineMessages({
  title: { id: 'gallery.confirm.title' },
  description: { id: 'gallery.confirm.description' },
  confirm: { id: 'gallery.confirm.delete' },
  deleting: { id: 'gallery.confirm.deleting' },
  cancel: { id: 'common.cancel' },
  deleted: { id: 'gallery.toast.deleted' },
  deleteFailed: { id: 'gallery.toast.deleteFailed' },
});

const m = defineMessages({
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
  close: { id: 'common.close' },
  delete: { id: 'gallery.dialog.delete' },
  download: { id: 'gallery.dialog.download' },
  downloadOneFailed: { id: 'gallery.dialog.downloadFailed' },
  prompt: { id: 'gallery.dialog.prompt' },
  negativePrompt: { id: 'gallery.dialog.negativePrompt' },
  dialogSize: { id: 'gallery.dialog.size' },
  dialogStyle: { id: 'gallery.dialog.style' },
  dialogAspectRatio: { id: 'gallery.dialog.aspectRatio' },
  model: { id: 'gallery.dialog.model' },
  creativity: { id: 'gallery.dialog.creativity' },
  created: { id: 'gallery.dialog.created' },
  pick: { id: 'gallery.pick.label' },
  pickNamed: { id: 'gallery.pick.labelNamed' },
  pickBar: { id: 'gallery.pick.bar' },
  pickCount: { id: 'gallery.pick.count' },
  pickLimit: { id: 'gallery.pick.limit' },
  pickPage: { id: 'gallery.pick.selectPage' },
  pickClear: { id: 'gallery.pick.clear' },
  pickDownload: { id: 'gallery.pick.download' },
  downloaded: { id: 'gallery.pick.downloaded' },
  downloadFailed: { id: 'gallery.pick.failed' },
  downloadGone: { id: 'gallery.pick.notFound' },
  error: { id: 'common.error' },
});

type GalleryFilters = {
  style: ImageStyle | undefined;
  size: ImageSize | undefined;
  aspectRatio: AspectRatio | undefined;
  sortBy: GallerySortField;
  sortOrder: SortOrder;
};

const initialGalleryFilters: GalleryFilters = {
  style: undefined,
  size: undefined,
  aspectRatio: undefined,
  sortBy: 'created_at',
  sortOrder: 'desc',
};

/** SPEC §2 My Gallery: 12 a page, filters, search after 1 s, sort, pagination, Clear All Filters. */
export function Gallery() {
  const intl = useIntl();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const list = useLibraryFilters(initialGalleryFilters, GALLERY_SEARCH_DELAY_MS);
  const { filters, setFilter } = list;
  const images = useSavedImages({ page: list.page, search: list.search, ...filters });
  const selection = useLibrarySelection<SavedImage>();
  const picks = useLibraryPicks(MAX_DOWNLOAD_IMAGES);
  const remove = useDeleteImage();

  const data = images.data;
  return (
    <Library
      messages={listMessages}
      list={list}
      selects={[
        {
          key: 'style',
          label: t(m.style),
          values: IMAGE_STYLES,
          optionLabel: (v) => t(imageStyleMessages[v as ImageStyle]),
        },
        {
          key: 'size',
          label: t(m.size),
          values: IMAGE_SIZES,
          optionLabel: (v) => t(m.gallerySize, { size: v.replace('x', '×') }),
        },
        {
          key: 'aspectRatio',
          label: t(m.aspectRatio),
          values: ASPECT_RATIOS,
          optionLabel: (v) => t(aspectRatioMessages[v as AspectRatio]),
        },
      ]}
      moreFilters={
        <>
          <Select
            label={t(m.sortBy)}
            selectedKey={filters.sortBy}
            onSelectionChange={(value) => setFilter('sortBy', value as GallerySortField)}
          >
            {GALLERY_SORT_FIELDS.map((field) => (
              <Option key={field} id={field}>
                {t(sortByNames[field])}
              </Option>
            ))}
          </Select>
          <Select
            label={t(m.sortOrder)}
            selectedKey={filters.sortOrder}
            onSelectionChange={(value) => setFilter('sortOrder', value as SortOrder)}
          >
            {SORT_ORDERS.map((order) => (
              <Option key={order} id={order}>
                {t(sortOrderNames[order])}
              </Option>
            ))}
          </Select>
          <Button variant="secondary" onPress={list.clear} isDisabled={!list.isFiltered}>
            <FormattedMessage id="gallery.clearAll" />
          </Button>
        </>
      }
      status={images.status}
      totalPages={data?.totalPages}
      errorDescription={
        isHttpError(images.error) ? t(m.httpError, { status: images.error.status }) : undefined
      }
      onRetry={() => void images.refetch()}
      loading={
        <ul className={styles.grid} aria-busy="true" aria-label={t(m.loading)}>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={i}>
              <Skeleton shape="rect" className={styles.thumb} />
            </li>
          ))}
        </ul>
      }
      isEmpty={data?.images.length === 0}
      above={
        data && (data.images.length > 0 || picks.count > 0) ? (
          <GalleryPickBar picks={picks} pageIds={data.images.map((image) => image.id)} />
        ) : null
      }
      empty={
        <EmptyState
          title={<FormattedMessage {...(list.isFiltered ? m.noMatches : m.title)} />}
          description={
            list.isFiltered ? undefined : <FormattedMessage id="gallery.empty.description" />
          }
        />
      }
      dialogs={
        <>
          <ImageDialog
            image={selection.viewing}
            isOpen={selection.viewing !== null && selection.deleting === null}
            onClose={selection.closeView}
            onDelete={selection.askDelete}
          />
          <LibraryDeleteDialog
            item={selection.deleting}
            remove={remove}
            messages={deleteMessages}
            onCancel={selection.cancelDelete}
            onDeleted={selection.deleted}
          />
        </>
      }
    >
      <ul className={styles.grid} aria-label={t(m.listLabel)}>
        {data?.images.map((image) => (
          <li key={image.id} className={styles.item}>
            <button
              type="button"
              className={styles.thumbButton}
              onClick={() => selection.view(image)}
              aria-label={t(m.view, { prompt: image.prompt })}
            >
              <img className={styles.thumb} src={image.url} alt="" loading="lazy" />
            </button>
            <p className={styles.caption} title={image.prompt}>
              {image.prompt}
            </p>
            <Checkbox
              className={styles.pick}
              isSelected={picks.isPicked(image.id)}
              isDisabled={picks.isFull && !picks.isPicked(image.id)}
              onChange={(on) => picks.toggle(image.id, on)}
              aria-label={t(m.pickNamed, { prompt: image.prompt })}
            >
              {t(m.pick)}
            </Checkbox>
          </li>
        ))}
      </ul>
    </Library>
  );
}

/**
 * The gallery's selection: how many images are picked (across pages), Select this page, Clear,
 * and Download selected as one ZIP. A failure is told by its code.
 */
function GalleryPickBar({ picks, pageIds }: { picks: LibraryPicks; pageIds: readonly string[] }) {
  const intl = useIntl();
  const download = useDownloadImages();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const onDownload = () =>
    download.mutate(picks.picked, {
      onSuccess: () => notify.success(t(m.downloaded)),
      onError: (error) =>
        notify.error(t(m.error), t(isHttpError(error, 404) ? m.downloadGone : m.downloadFailed)),
    });
  return (
    <LibraryPickBar
      label={t(m.pickBar)}
      status={t(m.pickCount, { count: picks.count })}
      limitNote={picks.isFull ? t(m.pickLimit, { max: MAX_DOWNLOAD_IMAGES }) : undefined}
    >
      <Button
        variant="secondary"
        size="sm"
        onPress={() => picks.pickAll(pageIds)}
        isDisabled={picks.isFull || pageIds.every(picks.isPicked)}
      >
        {t(m.pickPage)}
      </Button>
      <Button variant="secondary" size="sm" onPress={picks.clear} isDisabled={picks.count === 0}>
        {t(m.pickClear)}
      </Button>
      <Button
        size="sm"
        onPress={onDownload}
        isDisabled={picks.count === 0}
        isPending={download.isPending}
      >
        {t(m.pickDownload)}
      </Button>
    </LibraryPickBar>
  );
}

function ImageDialog({
  image,
  isOpen,
  onClose,
  onDelete,
}: {
  image: SavedImage | null;
  isOpen: boolean;
  onClose: () => void;
  onDelete: (image: SavedImage) => void;
}) {
  const intl = useIntl();
  const { language } = useLocale();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <LibraryViewDialog
      isOpen={isOpen}
      onClose={onClose}
      title={<FormattedMessage id="gallery.dialog.title" />}
      closeLabel={t(m.close)}
      footer={
        image ? (
          <>
            <ShareButton target={{ itemType: 'image', itemId: image.id }} prompt={image.prompt} />
            <DownloadImageButton image={image} />
            <Button variant="destructive" onPress={() => onDelete(image)}>
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
    </LibraryViewDialog>
  );
}

/** The served file's extension (png, jpg…), png when the address names none. */
function extensionOf(url: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(new URL(url, 'http://x').pathname);
  return match?.[1]?.toLowerCase() ?? 'png';
}

/** Downloads the one image the dialog shows, as served, named as the generator names it. */
function DownloadImageButton({ image }: { image: SavedImage }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const onPress = async () => {
    setBusy(true);
    try {
      await downloadFile(image.url, `lumen-${image.id}.${extensionOf(image.url)}`);
    } catch {
      notify.error(intl.formatMessage(m.error), intl.formatMessage(m.downloadOneFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onPress={() => void onPress()} isPending={busy}>
      {intl.formatMessage(m.download)}
    </Button>
  );
}
