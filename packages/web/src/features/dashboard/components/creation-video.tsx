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

/** The clip of a completed video generation: a player and its MP4 to download; else nothing. */
export function CreationVideo({ generation }: { generation: CreationWithResult }) {
  const intl = useIntl();
  const url = generation.result_url;
  if (generation.generation_type !== 'video' || generation.status !== 'completed' || !url) {
    return null;
  }
  const label = generation.prompt.slice(0, 80);
  return (
    <div className={styles.creationAudio}>
      {/* biome-ignore lint/a11y/useMediaCaption: a generated clip has no speech to caption */}
      <video
        className={styles.creationVideo}
        controls
        playsInline
        preload="metadata"
        src={url}
        aria-label={intl.formatMessage({ id: 'creations.play' }, { prompt: label })}
      />
      <Link
        href={url}
        download={`lumen-video-${generation.id}.mp4`}
        aria-label={intl.formatMessage(
          { id: 'creations.downloadAudio' },
          { format: 'MP4', prompt: label },
        )}
      >
        <FormattedMessage id="creations.download" values={{ format: 'MP4' }} />
      </Link>
    </div>
  );
}
