import { isHttpError } from '@lumen/client';
import { DEFAULT_UPLOAD_LIMITS, formatByteSize, UPLOAD_IMAGE_TYPES } from '@lumen/domain';
import { useId, useState } from 'react';
import { DropZone } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './image-upload.css';
import { type UploadedImage, useUploadImage } from './image-upload-api';

export interface ImageUploadProps {
  /** Called with the stored picture once the server has it. */
  onUploaded?: (image: UploadedImage) => void;
  /** The server's limits (UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE), for the hint and the messages. */
  maxBytes?: number;
  maxSide?: number;
}

type Problem = 'notAnImage' | 'tooManyPixels' | 'tooLarge' | 'noFile' | 'failed';

/** The server's refusal, by its code (never by its English words). */
function problemOf(error: unknown): Problem {
  if (!isHttpError(error)) return 'failed';
  switch (error.code) {
    case 'invalid_image':
      return 'notAnImage';
    case 'image_too_large':
      return 'tooManyPixels';
    case 'payload_too_large':
      return 'tooLarge';
    case 'validation_error':
      return 'noFile';
    default:
      return 'failed';
  }
}

/**
 * A picture of one's own to start from: a labelled file input inside a drop target, the stored
 * picture's preview, and the server's refusal on the field in the page's language. The server
 * decides what is an image; the size is checked here first only to spare a long upload.
 */
export function ImageUpload({
  onUploaded,
  maxBytes = DEFAULT_UPLOAD_LIMITS.maxBytes,
  maxSide = DEFAULT_UPLOAD_LIMITS.maxSide,
}: ImageUploadProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const upload = useUploadImage();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const maxSize = formatByteSize(maxBytes);

  const send = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > maxBytes) {
      setProblem('tooLarge');
      return;
    }
    upload.mutate(file, {
      onSuccess: (stored) => {
        setImage(stored);
        onUploaded?.(stored);
      },
      onError: (error) => setProblem(problemOf(error)),
    });
  };

  const messages: Record<Problem, string> = {
    notAnImage: intl.formatMessage({ id: 'imageUpload.error.notAnImage' }),
    tooManyPixels: intl.formatMessage({ id: 'imageUpload.error.tooManyPixels' }, { maxSide }),
    tooLarge: intl.formatMessage({ id: 'imageUpload.error.tooLarge' }, { maxSize }),
    noFile: intl.formatMessage({ id: 'imageUpload.error.noFile' }),
    failed: intl.formatMessage({ id: 'imageUpload.error.failed' }),
  };

  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage id="imageUpload.label" />
      </label>
      {/* Dropping is a shortcut (its own hidden button takes a pasted file); the input is the
          way for everyone. */}
      <DropZone
        aria-label={intl.formatMessage({ id: 'imageUpload.dropLabel' })}
        className={({ isDropTarget }) =>
          [styles.dropTarget, isDropTarget ? styles.dragging : '', problem ? styles.invalid : '']
            .filter(Boolean)
            .join(' ')
        }
        onDrop={async (event) => {
          for (const item of event.items) {
            if (item.kind !== 'file') continue;
            send(await item.getFile());
            return;
          }
        }}
      >
        <input
          id={id}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          className={styles.input}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            send(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <p id={hintId} className={styles.hint}>
          <FormattedMessage id="imageUpload.hint" values={{ maxSize, maxSide }} />
        </p>
        <p role="status" className={styles.hint}>
          {upload.isPending ? <FormattedMessage id="imageUpload.uploading" /> : null}
          {!upload.isPending && image ? (
            <FormattedMessage
              id="imageUpload.uploaded"
              values={{ width: image.width, height: image.height }}
            />
          ) : null}
        </p>
        {image ? (
          <img
            className={styles.preview}
            src={image.url}
            width={image.width}
            height={image.height}
            alt={intl.formatMessage({ id: 'imageUpload.previewAlt' })}
          />
        ) : null}
      </DropZone>
      <p id={errorId} role="alert" className={styles.error}>
        {problem ? messages[problem] : null}
      </p>
    </div>
  );
}
