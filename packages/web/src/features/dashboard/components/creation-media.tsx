import { Link } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './dashboard.css';

interface CreationWithResult {
  readonly id: string;
  readonly generation_type: string;
  readonly status: string;
  readonly prompt: string;
  readonly result_url?: string | null;
}

/** The file's extension: speech is MP3 or WAV as asked (MP3 when the URL does not say). */
function extensionOf(type: 'voice' | 'video', url: string): string {
  return type === 'voice' ? (/\.(mp3|wav)$/.exec(url)?.[1] ?? 'mp3') : 'mp4';
}

/**
 * The result of a completed voice or video generation: a player and its file to download; for
 * any other creation, or one not completed, nothing.
 */
export function CreationMedia({ generation }: { generation: CreationWithResult }) {
  const intl = useIntl();
  const { generation_type: type, result_url: url } = generation;
  if ((type !== 'voice' && type !== 'video') || generation.status !== 'completed' || !url) {
    return null;
  }
  const format = extensionOf(type, url).toUpperCase();
  const label = generation.prompt.slice(0, 80);
  const playLabel = intl.formatMessage({ id: 'creations.play' }, { prompt: label });
  return (
    <div className={styles.creationAudio}>
      {type === 'voice' ? (
        // biome-ignore lint/a11y/useMediaCaption: the spoken text is the row's own title
        <audio
          className={styles.creationPlayer}
          controls
          preload="none"
          src={url}
          aria-label={playLabel}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a generated clip has no speech to caption
        <video
          className={styles.creationVideo}
          controls
          playsInline
          preload="metadata"
          src={url}
          aria-label={playLabel}
        />
      )}
      <Link
        href={url}
        download={`lumen-${type}-${generation.id}.${extensionOf(type, url)}`}
        aria-label={intl.formatMessage(
          { id: 'creations.downloadAudio' },
          { format, prompt: label },
        )}
      >
        <FormattedMessage id="creations.download" values={{ format }} />
      </Link>
    </div>
  );
}
