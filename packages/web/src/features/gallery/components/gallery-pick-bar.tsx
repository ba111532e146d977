import { MAX_DOWNLOAD_IMAGES } from '@lumen/domain';
import { Button } from '@lumen/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { isHttpError } from '@lumen/client';
import { notify } from '@/lib/toast';
import { LibraryPickBar } from '@/components/library/library';
import type { LibraryPicks } from '@/components/library/use-library-filters';
import { useDownloadImages } from '@/features/gallery/api/download-images';
import { galleryMessages as m } from './gallery-messages';

/**
 * The gallery's selection: how many images are picked (across pages), Select this page, Clear,
 * and Download selected as one ZIP. A failure is told by its code.
 */
export function GalleryPickBar({
  picks,
  pageIds,
}: {
  picks: LibraryPicks;
  pageIds: readonly string[];
}) {
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
