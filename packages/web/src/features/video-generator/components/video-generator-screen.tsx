import { videoCost } from '@lumen/domain';
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { failureDescription } from '@/components/generator-form/generation-failure';
import { GeneratorScreen } from '@/components/generator-form/generator-screen';
import { useGenerate } from '@/components/generator-form/use-generate';
import { useGenerationProgress } from '@/features/video-generator/api/get-generation';
import { startVideo } from '@/features/video-generator/api/start-video';
import { notify } from '@/lib/toast';
import { VideoGeneratorForm } from './video-generator-form';
import * as styles from './video-generator.css';
import { VideoFailedCard, VideoProgressCard, VideoResult } from './video-progress';

const m = defineMessages({
  signInTitle: { id: 'videoGenerator.toast.signInRequired.title' },
  signInDescription: { id: 'videoGenerator.toast.signInRequired.description' },
  insufficientTitle: { id: 'videoGenerator.toast.insufficient.title' },
  insufficientDescription: { id: 'videoGenerator.toast.insufficient.description' },
  topUp: { id: 'videoGenerator.toast.topUp' },
  authRequiredTitle: { id: 'videoGenerator.toast.authRequired.title' },
  authRequiredDescription: { id: 'videoGenerator.toast.authRequired.description' },
  failedTitle: { id: 'videoGenerator.toast.failed.title' },
  failedDescription: { id: 'videoGenerator.toast.failed.description' },
  timedOut: { id: 'videoGenerator.failed.timeout' },
  emptyTitle: { id: 'videoGenerator.toast.promptRequired.title' },
  emptyDescription: { id: 'videoGenerator.toast.promptRequired.description' },
});

export interface VideoGeneratorScreenProps {
  onTopUp: () => void;
  /** After a video job ended (completed, or failed and refunded). */
  onGenerated?: () => void;
}

/**
 * /generate/video: the form and its cost; a started video is followed by its id (progress,
 * then the player and the MP4), one at a time.
 */
export function VideoGeneratorScreen({ onTopUp, onGenerated }: VideoGeneratorScreenProps) {
  const intl = useIntl();
  const flow = useGenerate({ call: startVideo, messages: m, onTopUp, cost: videoCost });
  const job = flow.result;
  const progress = useGenerationProgress(job?.value.generationId ?? null);
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const generation = progress.data;
  const status = generation?.status;

  function failureMessage() {
    if (generation?.error?.kind === 'timeout') return t(m.timedOut);
    const error = generation?.error;
    return failureDescription(
      intl,
      { code: error?.code, kind: error?.kind ?? undefined, message: error?.message },
      m.failedDescription,
    );
  }

  // What to do once the job ends, read at that moment (the latest props and messages).
  const onJobEnded = useRef<(status: 'completed' | 'failed') => void>(() => undefined);
  onJobEnded.current = (ended) => {
    // The balance again (a failure was refunded), the creations list, and a failure's toast.
    void flow.refreshBalance();
    onGenerated?.();
    if (ended === 'failed') notify.error(t(m.failedTitle), failureMessage());
  };
  useEffect(() => {
    if (status === 'completed' || status === 'failed') onJobEnded.current(status);
  }, [status]);

  const running =
    flow.isPending || (job !== null && (status === undefined || status === 'pending'));
  const cost = job ? videoCost(job.request) : undefined;

  return (
    <GeneratorScreen
      title={<FormattedMessage id="videoGenerator.title" />}
      description={<FormattedMessage id="videoGenerator.subtitle" />}
      bodyClassName={styles.form}
      form={<VideoGeneratorForm {...flow.form} isPending={running} />}
      progress={
        job && cost !== undefined && (running || status === 'completed') ? (
          <VideoProgressCard cost={cost} progress={generation ? generation.progress : null} />
        ) : null
      }
      failure={job && status === 'failed' ? <VideoFailedCard message={failureMessage()} /> : null}
      result={
        job && status === 'completed' && generation?.video ? (
          // The finished video takes the focus, as every kind's result does.
          <div
            ref={flow.resultRef}
            className={styles.anchor}
            tabIndex={-1}
            data-testid="video-result"
          >
            <VideoResult
              video={{
                id: job.value.generationId,
                prompt: job.request.prompt,
                ...generation.video,
              }}
            />
          </div>
        ) : null
      }
    />
  );
}
