import { videoCost } from '@lumen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  failureDescription,
  notifyGenerationFailure,
} from '@/components/generator-form/generation-failure';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useGenerationProgress } from '@/features/video-generator/api/get-generation';
import { useStartVideo, type VideoRequest } from '@/features/video-generator/api/start-video';
import { refreshBalance, useBalance } from '@/lib/auth/get-me';
import { useAuthToken } from '@/lib/auth/token';
import { notify } from '@/lib/toast';
import { VideoGeneratorForm } from './video-generator-form';
import * as styles from './video-generator.css';
import { VideoFailedCard, VideoProgressCard, VideoResult } from './video-progress';

const m = defineMessages({
  title: { id: 'videoGenerator.toast.signInRequired.title' },
  description: { id: 'videoGenerator.toast.signInRequired.description' },
  insufficientTitle: { id: 'videoGenerator.toast.insufficient.title' },
  insufficientDescription: { id: 'videoGenerator.toast.insufficient.description' },
  topUp: { id: 'videoGenerator.toast.topUp' },
  authRequiredTitle: { id: 'videoGenerator.toast.authRequired.title' },
  authRequiredDescription: { id: 'videoGenerator.toast.authRequired.description' },
  failedTitle: { id: 'videoGenerator.toast.failed.title' },
  failedDescription: { id: 'videoGenerator.toast.failed.description' },
  timedOut: { id: 'videoGenerator.failed.timeout' },
  promptRequiredTitle: { id: 'videoGenerator.toast.promptRequired.title' },
  promptRequiredDescription: { id: 'videoGenerator.toast.promptRequired.description' },
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useAuthToken());
  const { balance } = useBalance();
  const start = useStartVideo();
  const [job, setJob] = useState<{ id: string; request: VideoRequest } | null>(null);
  const progress = useGenerationProgress(job?.id ?? null);
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
    void refreshBalance(queryClient);
    onGenerated?.();
    if (ended === 'failed') notify.error(t(m.failedTitle), failureMessage());
  };
  useEffect(() => {
    if (status === 'completed' || status === 'failed') onJobEnded.current(status);
  }, [status]);

  const onGenerate = (request: VideoRequest) => {
    if (!signedIn) {
      notify.error(t(m.title), t(m.description));
      navigate(paths.signin);
      return;
    }
    start.mutate(request, {
      onSuccess: ({ generationId }) => setJob({ id: generationId, request }),
      onError: (error) => notifyGenerationFailure(intl, error, m, { onTopUp }),
    });
  };

  const running =
    start.isPending || (job !== null && (status === undefined || status === 'pending'));
  const cost = job ? videoCost(job.request) : undefined;

  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="videoGenerator.title" />}
        description={<FormattedMessage id="videoGenerator.subtitle" />}
      />
      <div className={styles.form}>
        <VideoGeneratorForm
          signedIn={signedIn}
          balance={balance}
          isPending={running}
          onGenerate={onGenerate}
          onEmptyPrompt={() =>
            notify.error(t(m.promptRequiredTitle), t(m.promptRequiredDescription))
          }
        />
        {job && cost !== undefined && (running || status === 'completed') ? (
          <VideoProgressCard cost={cost} progress={generation ? generation.progress : null} />
        ) : null}
        {job && status === 'failed' ? <VideoFailedCard message={failureMessage()} /> : null}
        {job && status === 'completed' && generation?.video ? (
          <VideoResult video={{ id: job.id, prompt: job.request.prompt, ...generation.video }} />
        ) : null}
      </div>
    </div>
  );
}
