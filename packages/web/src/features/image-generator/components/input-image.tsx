import { Button, Card, CardTitle } from '@lumen/ui';
import { forwardRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImageUpload } from '@/components/image-upload/image-upload';
import * as styles from './image-generator.css';

interface InputSectionProps {
  /** The title's id, which names the section. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}

/**
 * A section of the edit's input: a titled card that takes the focus when a picture is chosen
 * from elsewhere on the page (hence the ref and tabIndex -1).
 */
const InputSection = forwardRef<HTMLElement, InputSectionProps>(function InputSection(
  { titleId, title, children },
  ref,
) {
  return (
    <Card
      as="section"
      // The ui Card spreads its props onto its element: React 19 passes the ref along with them.
      {...({ ref } as object)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={styles.inputSlot}
    >
      <CardTitle id={titleId} level={2}>
        {title}
      </CardTitle>
      {children}
    </Card>
  );
});

/**
 * The edit's input picture: shown large enough to recognise, with the way back to a plain
 * generation.
 */
export const InputImageSlot = forwardRef<HTMLElement, { url: string; onRemove: () => void }>(
  function InputImageSlot({ url, onRemove }, ref) {
    const intl = useIntl();
    return (
      <InputSection
        ref={ref}
        titleId="input-image-title"
        title={<FormattedMessage id="imageEdit.inputTitle" />}
      >
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
      </InputSection>
    );
  },
);

/** "Start from your own picture": the upload whose stored picture becomes the edit's input. */
export const OwnPicture = forwardRef<HTMLElement, { onUploaded: (url: string) => void }>(
  function OwnPicture({ onUploaded }, ref) {
    return (
      <InputSection
        ref={ref}
        titleId="own-picture-title"
        title={<FormattedMessage id="imageEdit.ownPictureTitle" />}
      >
        <p className={styles.muted}>
          <FormattedMessage id="imageEdit.ownPictureHint" />
        </p>
        <ImageUpload onUploaded={(image) => onUploaded(image.url)} />
      </InputSection>
    );
  },
);
