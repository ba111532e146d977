import { Button, Card, CardTitle } from '@lumen/ui';
import { forwardRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImageUpload } from '@/components/image-upload/image-upload';
import * as styles from './image-generator.css';

/**
 * The edit's input picture: shown large enough to recognise, with the way back to a plain
 * generation. The section takes the focus when a picture is chosen from elsewhere on the page.
 */
export const InputImageSlot = forwardRef<HTMLElement, { url: string; onRemove: () => void }>(
  function InputImageSlot({ url, onRemove }, ref) {
    const intl = useIntl();
    return (
      <Card
        as="section"
        // The ui Card spreads its props onto its element: React 19 passes the ref along with them.
        {...({ ref } as object)}
        tabIndex={-1}
        aria-labelledby="input-image-title"
        className={styles.inputSlot}
      >
        <CardTitle id="input-image-title" level={2}>
          <FormattedMessage id="imageEdit.inputTitle" />
        </CardTitle>
        <img
          className={styles.inputImage}
          src={url}
          alt={intl.formatMessage({ id: 'imageEdit.inputAlt' })}
        />
        <p className={styles.muted}>
          <FormattedMessage id="imageEdit.inputHint" />
        </p>
        <div className={styles.row}>
          <Button variant="secondary" size="sm" onPress={onRemove}>
            <FormattedMessage id="imageEdit.remove" />
          </Button>
        </div>
      </Card>
    );
  },
);

/** "Start from your own picture": the upload whose stored picture becomes the edit's input. */
export const OwnPicture = forwardRef<HTMLElement, { onUploaded: (url: string) => void }>(
  function OwnPicture({ onUploaded }, ref) {
    return (
      <Card
        as="section"
        {...({ ref } as object)}
        tabIndex={-1}
        aria-labelledby="own-picture-title"
        className={styles.inputSlot}
      >
        <CardTitle id="own-picture-title" level={2}>
          <FormattedMessage id="imageEdit.ownPictureTitle" />
        </CardTitle>
        <p className={styles.muted}>
          <FormattedMessage id="imageEdit.ownPictureHint" />
        </p>
        <ImageUpload onUploaded={(image) => onUploaded(image.url)} />
      </Card>
    );
  },
);
