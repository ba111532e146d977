import { type VoiceGenerationRequest, voiceCost } from '@lumen/domain';
import { Button, Card, CardTitle, ProgressBar } from '@lumen/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { GeneratorScreen } from '@/components/generator-form/generator-screen';
import { useGenerate } from '@/components/generator-form/use-generate';
import { downloadFile } from '@/lib/download';
import { notify } from '@/lib/toast';
import {
  type GeneratedVoiceResult,
  generateVoice,
} from '@/features/voice-generator/api/generate-voice';
import * as styles from './voice-generator.css';
import { VoiceGeneratorForm } from './voice-generator-form';
import { voiceFormatMessages, voiceLanguageMessages } from './voice-messages';

const m = defineMessages({
  signInTitle: { id: 'voiceGenerator.toast.signInRequired.title' },
  signInDescription: { id: 'voiceGenerator.toast.signInRequired.description' },
  insufficientTitle: { id: 'voiceGenerator.toast.insufficient.title' },
  insufficientDescription: { id: 'voiceGenerator.toast.insufficient.description' },
  topUp: { id: 'voiceGenerator.toast.topUp' },
  authRequiredTitle: { id: 'voiceGenerator.toast.authRequired.title' },
  authRequiredDescription: { id: 'voiceGenerator.toast.authRequired.description' },
  failedTitle: { id: 'voiceGenerator.toast.failed.title' },
  failedDescription: { id: 'voiceGenerator.toast.failed.description' },
  emptyTitle: { id: 'voiceGenerator.toast.textRequired.title' },
  emptyDescription: { id: 'voiceGenerator.toast.textRequired.description' },
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

const speechCost = (request: VoiceGenerationRequest) =>
  voiceCost({ characters: request.text.length });

/** Text to speech: the form with its live cost, progress, and the speech to play and download. */
export function VoiceGeneratorScreen({ onTopUp, onGenerated }: VoiceGeneratorScreenProps) {
  const flow = useGenerate({
    call: generateVoice,
    messages: m,
    onTopUp,
    onSettled: onGenerated,
    cost: speechCost,
    remaining: (answer) => answer.remainingCredits,
  });
  const { result } = flow;
  return (
    <GeneratorScreen
      title={<FormattedMessage id="voiceGenerator.title" />}
      description={<FormattedMessage id="voiceGenerator.subtitle" />}
      form={<VoiceGeneratorForm {...flow.form} />}
      progress={flow.pending ? <VoiceProgressCard cost={speechCost(flow.pending)} /> : null}
      result={
        result ? (
          <div
            ref={flow.resultRef}
            className={styles.anchor}
            tabIndex={-1}
            data-testid="voice-result"
          >
            <VoiceResultCard
              result={{ id: result.id, request: result.request, answer: result.value }}
            />
          </div>
        ) : null
      }
    />
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
