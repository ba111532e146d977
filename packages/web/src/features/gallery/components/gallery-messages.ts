import type { GallerySortField, SortOrder } from '@lumen/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LibraryDeleteMessages, LibraryMessages } from '@/components/library/library';

/** The gallery's words: catalogue ids of its filters, list, dialogs and selection bar. */
export const sortByNames = defineMessages({
  created_at: { id: 'gallery.sortBy.created_at' },
  prompt: { id: 'gallery.sortBy.prompt' },
}) satisfies Record<GallerySortField, MessageDescriptor>;

export const sortOrderNames = defineMessages({
  asc: { id: 'gallery.sortOrder.asc' },
  desc: { id: 'gallery.sortOrder.desc' },
}) satisfies Record<SortOrder, MessageDescriptor>;

export const listMessages: LibraryMessages = defineMessages({
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

export const deleteMessages: LibraryDeleteMessages = defineMessages({
  title: { id: 'gallery.confirm.title' },
  description: { id: 'gallery.confirm.description' },
  confirm: { id: 'gallery.confirm.delete' },
  deleting: { id: 'gallery.confirm.deleting' },
  cancel: { id: 'common.cancel' },
  deleted: { id: 'gallery.toast.deleted' },
  deleteFailed: { id: 'gallery.toast.deleteFailed' },
});

export const galleryMessages = defineMessages({
  originalFailed: { id: 'gallery.lineage.openFailed' },
  filters: { id: 'gallery.filters' },
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
