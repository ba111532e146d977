import { Button } from '@lumen/ui';
import { useEffect, useRef } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format-date';
import { formatKnown, imageModelMessages, imageStyleMessages } from '@/lib/i18n/domain-messages';
import { useLocale } from '@/lib/i18n/locale-provider';
import { LibraryViewDialog } from '@/components/library/library';
import { ShareButton } from '@/components/share/share-dialog';
import { UsePromptLink } from '@/components/remix/use-prompt-link';
import { paths } from '@/config/paths';
import { DerivationActions } from '@/components/image-derivation/derivation-actions';
import { IMAGE_SIZES, type ImageSize } from '@lumen/domain';
import type { SavedImage } from '@/features/gallery/api/get-saved-images';
import { DownloadImageButton } from './download-image-button';
import * as styles from './gallery.css';
import { galleryMessages as m } from './gallery-messages';
import { ImageLineage } from './image-lineage';

const isImageSize = (size: string): size is ImageSize =>
  (IMAGE_SIZES as readonly string[]).includes(size);

/**
 * One saved image, large, with its settings and where it came from: Edit, More like this, Share,
 * Download and Delete.
 */
export function ImageDialog({
  image,
  isOpen,
  onClose,
  onDelete,
  onSaved,
  onOpenImage,
}: {
  image: SavedImage | null;
  isOpen: boolean;
  onClose: () => void;
  onDelete: (image: SavedImage) => void;
  /** After "More like this" saved its variations. */
  onSaved?: () => void;
  /** Shows another image of the gallery in this dialog (the original of an edit, by id). */
  onOpenImage?: (imageId: string) => void;
}) {
  const intl = useIntl();
  const { language } = useLocale();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  // Another image shown in the open dialog (its original): the pressed link is gone with the old
  // content, so the focus goes to the new one instead of falling out of the dialog.
  const content = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const id = isOpen ? (image?.id ?? null) : null;
    if (id && shown.current && id !== shown.current) content.current?.focus();
    shown.current = id;
  }, [image?.id, isOpen]);
  return (
    <LibraryViewDialog
      isOpen={isOpen}
      onClose={onClose}
      title={<FormattedMessage id="gallery.dialog.title" />}
      closeLabel={t(m.close)}
      footer={
        image ? (
          <>
            <DerivationActions
              size="md"
              source={{
                url: image.url,
                prompt: image.prompt,
                size: isImageSize(image.settings.size) ? image.settings.size : undefined,
              }}
              onEdit={onClose}
              onSaved={onSaved}
            />
            <ShareButton target={{ itemType: 'image', itemId: image.id }} prompt={image.prompt} />
            <UsePromptLink
              generator={paths.imageGenerator}
              prompt={image.prompt}
              settings={{
                prompt: image.prompt,
                negativePrompt: image.negativePrompt || undefined,
                size: image.settings.size,
                style: image.settings.style,
                guidance: image.settings.guidance,
                aspectRatio: image.aspectRatio,
                upscale: Boolean(image.upscale),
                styleTransfer: Boolean(image.styleTransfer),
                model: image.settings.model,
              }}
            />
            <DownloadImageButton image={image} />
            <Button variant="destructive" onPress={() => onDelete(image)}>
              {t(m.delete)}
            </Button>
          </>
        ) : null
      }
    >
      {image ? (
        <div ref={content} tabIndex={-1} className={styles.dialogContent}>
          <img
            className={styles.large}
            src={image.url}
            alt={image.prompt}
            width={image.finalWidth ?? undefined}
            height={image.finalHeight ?? undefined}
          />
          {image.derivedFrom ? (
            <ImageLineage derivedFrom={image.derivedFrom} onOpen={onOpenImage} />
          ) : null}
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
        </div>
      ) : null}
    </LibraryViewDialog>
  );
}
