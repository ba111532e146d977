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

/** The speech of a completed voice generation: a player and its file to download; else nothing. */
export function CreationAudio({ generation }: { generation: CreationWithResult }) {
  const intl = useIntl();
  const url = generation.result_url;
  if (generation.generation_type !== 'voice' || generation.status !== 'completed' || !url) {
    return null;
  }
  const extension = /\.(mp3|wav)$/.exec(url)?.[1] ?? 'mp3';
  const label = generation.prompt.slice(0, 80);
  return (
    <div className={styles.creationAudio}>
      {/* biome-ignore lint/a11y/useMediaCaption: the spoken text is the row's own title */}
      <audio
        className={styles.creationPlayer}
        controls
        preload="none"
        src={url}
        aria-label={intl.formatMessage({ id: 'creations.play' }, { prompt: label })}
      />
      <Link
        href={url}
        download={`lumen-voice-${generation.id}.${extension}`}
        aria-label={intl.formatMessage(
          { id: 'creations.downloadAudio' },
          { format: extension.toUpperCase(), prompt: label },
        )}
      >
        <FormattedMessage id="creations.download" values={{ format: extension.toUpperCase() }} />
      </Link>
    </div>
  );
}
