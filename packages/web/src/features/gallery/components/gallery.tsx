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
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { isHttpError } from '@lumen/client';
import { aspectRatioMessages, imageStyleMessages } from '@/lib/i18n/domain-messages';
import { Library, LibraryDeleteDialog } from '@/components/library/library';
import { GALLERY_SEARCH_DELAY_MS } from '@/config/screen';
import {
  useLibraryFilters,
  useLibraryPicks,
  useLibrarySelection,
} from '@/components/library/use-library-filters';
import { useDeleteImage } from '@/features/gallery/api/delete-image';
import { savedImageQueryOptions } from '@/features/gallery/api/get-saved-image';
import { notify } from '@/lib/toast';
import {
  type SavedImage,
  savedImagesQueryKey,
  useSavedImages,
} from '@/features/gallery/api/get-saved-images';
import * as styles from './gallery.css';
import {
  deleteMessages,
  galleryMessages as m,
  listMessages,
  sortByNames,
  sortOrderNames,
} from './gallery-messages';
import { GalleryPickBar } from './gallery-pick-bar';
import { ImageDialog } from './image-dialog';

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
  const queryClient = useQueryClient();

  const data = images.data;
  return (
    <Library
      messages={listMessages}
      list={list}
      filtersToggle={m.filters}
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
            onSaved={() => void queryClient.invalidateQueries({ queryKey: savedImagesQueryKey })}
            onOpenImage={(id) =>
              void queryClient
                .fetchQuery(savedImageQueryOptions(id))
                .then(selection.view, () => notify.error(t(m.originalFailed)))
            }
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
