import { type VoiceGenerationRequest, voiceCost } from '@lumen/domain';
import { Button, Card, CardTitle, ProgressBar } from '@lumen/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { notifyGenerationFailure } from '@/components/generator-form/generation-failure';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useBalance } from '@/lib/auth/get-me';
import { getToken, useAuthToken } from '@/lib/auth/token';
import { downloadFile } from '@/lib/download';
import { notify } from '@/lib/toast';
import {
  type GeneratedVoiceResult,
  useGenerateVoice,
} from '@/features/voice-generator/api/generate-voice';
import * as styles from './voice-generator.css';
import { VoiceGeneratorForm } from './voice-generator-form';
import { voiceFormatMessages, voiceLanguageMessages } from './voice-messages';

const m = defineMessages({
  title: { id: 'voiceGenerator.toast.signInRequired.title' },
  description: { id: 'voiceGenerator.toast.signInRequired.description' },
  insufficientTitle: { id: 'voiceGenerator.toast.insufficient.title' },
  insufficientDescription: { id: 'voiceGenerator.toast.insufficient.description' },
  topUp: { id: 'voiceGenerator.toast.topUp' },
  authRequiredTitle: { id: 'voiceGenerator.toast.authRequired.title' },
  authRequiredDescription: { id: 'voiceGenerator.toast.authRequired.description' },
  failedTitle: { id: 'voiceGenerator.toast.failed.title' },
  failedDescription: { id: 'voiceGenerator.toast.failed.description' },
  textRequiredTitle: { id: 'voiceGenerator.toast.textRequired.title' },
  textRequiredDescription: { id: 'voiceGenerator.toast.textRequired.description' },
  downloadFailedTitle: { id: 'voiceGenerator.toast.downloadFailed.title' },
  downloadFailedDescription: { id: 'voiceGenerator.toast.downloadFailed.description' },
  progressLabel: { id: 'voiceGenerator.progress.label' },
});

export interface VoiceGeneratorScreenProps {
  onTopUp: () => void;
  /** After a generation, debited or refunded. */
  onGenerated?: () => void;
}

interface VoiceResult {
  readonly id: string;
  readonly request: VoiceGenerationRequest;
  readonly answer: GeneratedVoiceResult;
}

/** Text to speech: the form with its live cost, progress, and the speech to play and download. */
export function VoiceGeneratorScreen({ onTopUp, onGenerated }: VoiceGeneratorScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useAuthToken();
  const { balance } = useBalance();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const generate = useGenerateVoice({ onSettled: onGenerated });
  const [pending, setPending] = useState<VoiceGenerationRequest | null>(null);
  const [result, setResult] = useState<VoiceResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!result) return;
    // Focus moves to the result (a keyboard or screen-reader user lands on it), then it scrolls.
    resultRef.current?.focus({ preventScroll: true });
    resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);

  const onGenerate = (request: VoiceGenerationRequest) => {
    if (!getToken()) {
      notify.error(t(m.title), t(m.description));
      navigate(paths.signin);
      return;
    }
    setPending(request);
    generate.mutate(request, {
      onSuccess: (answer) => setResult({ id: Date.now().toString(36), request, answer }),
      onError: (error) => {
        // The shortfall from what the screen knows (the error's code says why, never its text).
        const cost = voiceCost({ characters: request.text.length });
        const need = Math.max(1, cost - (balance ?? 0));
        notifyGenerationFailure(intl, error, m, { onTopUp, insufficientValues: { count: need } });
      },
    });
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="voiceGenerator.title" />}
        description={<FormattedMessage id="voiceGenerator.subtitle" />}
      />
      <VoiceGeneratorForm
        signedIn={Boolean(token)}
        balance={balance}
        isPending={generate.isPending}
        onGenerate={onGenerate}
        onEmptyText={() => notify.error(t(m.textRequiredTitle), t(m.textRequiredDescription))}
      />
      {generate.isPending && pending ? (
        <VoiceProgressCard cost={voiceCost({ characters: pending.text.length })} />
      ) : null}
      {result ? (
        <div ref={resultRef} className={styles.anchor} tabIndex={-1} data-testid="voice-result">
          <VoiceResultCard result={result} />
        </div>
      ) : null}
    </div>
  );
}

/** While the speech is made: an indeterminate bar and what it costs. */
export function VoiceProgressCard({ cost }: { cost: number }) {
  const intl = useIntl();
  return (
    <Card className={styles.result} role="status">
      <CardTitle level={2}>
        <FormattedMessage id="voiceGenerator.progress.title" />
      </CardTitle>
      <ProgressBar isIndeterminate label={intl.formatMessage(m.progressLabel)} />
      <p className={styles.muted}>
        <FormattedMessage id="voiceGenerator.progress.cost" values={{ credits: cost }} />
      </p>
    </Card>
  );
}

/** The speech: a player, what was asked, and the file to download in the chosen format. */
export function VoiceResultCard({ result }: { result: VoiceResult }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const { audio } = result.answer;
  const { request } = result;
  const formatName = intl.formatMessage(voiceFormatMessages[audio.format]);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(audio.url, `lumen-voice-${result.id}.${audio.format}`);
    } catch {
      notify.error(
        intl.formatMessage(m.downloadFailedTitle),
        intl.formatMessage(m.downloadFailedDescription),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className={styles.result} aria-labelledby="voice-result-title">
      <CardTitle level={2} id="voice-result-title">
        <FormattedMessage id="voiceGenerator.result.title" />
      </CardTitle>
      {/* biome-ignore lint/a11y/useMediaCaption: the text it speaks is shown right below */}
      <audio
        className={styles.player}
        controls
        preload="metadata"
        src={audio.url}
        aria-label={intl.formatMessage({ id: 'voiceGenerator.result.player' })}
        data-testid="voice-audio"
      />
      <p className={styles.spokenText}>{request.text}</p>
      <p className={styles.muted}>
        <FormattedMessage
          id="voiceGenerator.result.details"
          values={{
            voice: request.voice,
            language: intl.formatMessage(voiceLanguageMessages[request.language]),
            speed: request.speed,
            format: formatName,
            seconds: Math.round(audio.durationSeconds * 10) / 10,
            credits: result.answer.creditsUsed,
          }}
        />
      </p>
      <div className={styles.row}>
        <Button size="sm" isPending={busy} onPress={() => void download()}>
          <FormattedMessage id="voiceGenerator.download" values={{ format: formatName }} />
        </Button>
      </div>
    </Card>
  );
}
