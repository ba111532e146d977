import { ButtonLink, Card, CardTitle, InlineAlert, ProgressBar } from '@lumen/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as styles from './video-generator.css';

const m = defineMessages({
  label: { id: 'videoGenerator.progress.label' },
  prompt: { id: 'videoGenerator.result.prompt' },
  duration: { id: 'videoGenerator.result.duration' },
  size: { id: 'videoGenerator.result.size' },
});
const playerLabel = defineMessage<{ prompt: string }>({ id: 'videoGenerator.result.player' });

/**
 * While the job runs: the progress the server reports (0–100) and the cost already reserved;
 * at 100 the video is ready (and stays shown above it). Before the first report (starting)
 * the bar is indeterminate.
 */
export function VideoProgressCard({ cost, progress }: { cost: number; progress: number | null }) {
  const intl = useIntl();
  const done = progress === 100;
  return (
    <Card className={styles.resultCard} role="status" data-testid="video-progress">
      <CardTitle level={2}>
        {done ? (
          <FormattedMessage id="videoGenerator.progress.done" />
        ) : (
          <FormattedMessage id="videoGenerator.progress.title" />
        )}
      </CardTitle>
      {progress === null ? (
        <ProgressBar isIndeterminate label={intl.formatMessage(m.label)} />
      ) : (
        <ProgressBar value={progress} label={intl.formatMessage(m.label)} />
      )}
      <p className={styles.muted}>
        {done ? (
          <FormattedMessage id="videoGenerator.progress.charged" values={{ credits: cost }} />
        ) : (
          <FormattedMessage id="videoGenerator.progress.cost" values={{ credits: cost }} />
        )}
      </p>
    </Card>
  );
}

/** A job that failed or timed out: its credits are back. */
export function VideoFailedCard({ message }: { message: string }) {
  return (
    <Card className={styles.resultCard} data-testid="video-failed">
      <CardTitle level={2}>
        <FormattedMessage id="videoGenerator.failed.title" />
      </CardTitle>
      <InlineAlert tone="danger">{message}</InlineAlert>
      <p className={styles.muted}>
        <FormattedMessage id="videoGenerator.failed.refunded" />
      </p>
    </Card>
  );
}

export interface GeneratedVideo {
  id: string;
  url: string;
  prompt: string;
  durationSeconds: number;
  width: number;
  height: number;
}

/** The finished video: a player, what it is, and the MP4 to download. */
export function VideoResult({ video }: { video: GeneratedVideo }) {
  const intl = useIntl();
  return (
    <Card as="article" className={styles.resultCard} aria-labelledby="video-result-title">
      <CardTitle level={2} id="video-result-title">
        <FormattedMessage id="videoGenerator.result.title" />
      </CardTitle>
      {/* biome-ignore lint/a11y/useMediaCaption: a generated clip has no speech to caption */}
      <video
        className={styles.player}
        src={video.url}
        width={video.width}
        height={video.height}
        controls
        playsInline
        preload="metadata"
        aria-label={intl.formatMessage(playerLabel, { prompt: video.prompt })}
      />
      <dl className={styles.meta}>
        <dt className={styles.metaTerm}>{intl.formatMessage(m.prompt)}</dt>
        <dd className={styles.metaValue}>{video.prompt}</dd>
        <dt className={styles.metaTerm}>{intl.formatMessage(m.duration)}</dt>
        <dd className={styles.metaValue}>
          <FormattedMessage
            id="videoGenerator.seconds"
            values={{ seconds: video.durationSeconds }}
          />
        </dd>
        <dt className={styles.metaTerm}>{intl.formatMessage(m.size)}</dt>
        <dd className={styles.metaValue}>
          <FormattedMessage
            id="videoGenerator.result.dimensions"
            values={{ width: video.width, height: video.height }}
          />
        </dd>
      </dl>
      <div className={styles.row}>
        <ButtonLink href={video.url} download={`lumen-video-${video.id}.mp4`} size="sm">
          <FormattedMessage id="videoGenerator.downloadMp4" />
        </ButtonLink>
      </div>
    </Card>
  );
}
