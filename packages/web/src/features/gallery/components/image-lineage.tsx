import { Link } from '@lumen/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './gallery.css';

/** What a saved picture remembers of the one it was made from. */
export interface SavedDerivedFrom {
  url: string;
  kind: 'edit' | 'variation';
  /** The source's gallery id while it is still saved; null once deleted (or never saved). */
  imageId: string | null;
}

/**
 * "Edited from …" / "Variation of …": a link that opens the original while it is in the gallery,
 * else the words that say it is not there any more.
 */
export function ImageLineage({ derivedFrom }: { derivedFrom: SavedDerivedFrom }) {
  return (
    <p className={styles.lineage} data-testid="image-lineage">
      <span>
        {derivedFrom.kind === 'edit' ? (
          <FormattedMessage id="gallery.lineage.edit" />
        ) : (
          <FormattedMessage id="gallery.lineage.variation" />
        )}
      </span>{' '}
      {derivedFrom.imageId ? (
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
