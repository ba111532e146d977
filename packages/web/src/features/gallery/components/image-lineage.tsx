import { Link } from '@lumen/ui';
import { FormattedMessage } from 'react-intl';
import type { SavedImage } from '@/features/gallery/api/get-saved-images';
import * as styles from './gallery.css';

/**
 * What a saved picture remembers of the one it was made from; `imageId` is the source's gallery
 * id while it is still saved there, null once deleted (or never saved: an upload).
 */
export type SavedDerivedFrom = NonNullable<SavedImage['derivedFrom']>;

/**
 * "Edited from …" / "Variation of …": a link that opens the original while it is in the gallery
 * (in place, through `onOpen`, where the gallery can show it; else its file), else the words that
 * say it is not there any more.
 */
export function ImageLineage({
  derivedFrom,
  onOpen,
}: {
  derivedFrom: SavedDerivedFrom;
  /** Shows the original's gallery entry (by its id) instead of opening its file. */
  onOpen?: (imageId: string) => void;
}) {
  const { imageId } = derivedFrom;
  return (
    <p className={styles.lineage} data-testid="image-lineage">
      <span>
        {derivedFrom.kind === 'edit' ? (
          <FormattedMessage id="gallery.lineage.edit" />
        ) : (
          <FormattedMessage id="gallery.lineage.variation" />
        )}
      </span>{' '}
      {imageId && onOpen ? (
        <Link onPress={() => onOpen(imageId)}>
          <FormattedMessage id="gallery.lineage.open" />
        </Link>
      ) : imageId ? (
        <Link href={derivedFrom.url} target="_blank" rel="noopener">
          <FormattedMessage id="gallery.lineage.open" />
        </Link>
      ) : (
        <span className={styles.lineageGone}>
          <FormattedMessage id="gallery.lineage.gone" />
        </span>
      )}
    </p>
  );
}
