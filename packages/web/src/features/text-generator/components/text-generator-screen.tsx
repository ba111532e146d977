import { type TextGenerationRequest, textCost } from '@lumen/domain';
import { Button, Card, CopyButton } from '@lumen/ui';
import { useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/auth/token';
import {
  isQuotaExceeded,
  notifyLibraryFull,
  serverMessage,
} from '@/components/generator-form/generation-failure';
import { GeneratorScreen } from '@/components/generator-form/generator-screen';
import { useGenerate } from '@/components/generator-form/use-generate';
import { notify } from '@/lib/toast';
import { streamTexts } from '@/features/text-generator/api/stream-text';
import { useSaveText } from '@/features/text-generator/api/save-text';
import { RewriteButton } from '@/components/rewrite/rewrite-dialog';
import { TextDownloads } from '@/components/text-downloads/text-downloads';
import { TextGeneratorForm } from './text-generator-form';
import { TextStreamView } from './text-stream-view';
import * as styles from './text-generator.css';

const m = defineMessages({
  signInTitle: { id: 'textGenerator.toast.signInRequired.title' },
  signInDescription: { id: 'textGenerator.toast.signInRequired.description' },
  insufficientTitle: { id: 'textGenerator.toast.insufficient.title' },
  insufficientDescription: { id: 'textGenerator.toast.insufficient.description' },
  topUp: { id: 'textGenerator.toast.topUp' },
  authRequiredTitle: { id: 'textGenerator.toast.authRequired.title' },
  authRequiredDescription: { id: 'textGenerator.toast.authRequired.description' },
  failedTitle: { id: 'textGenerator.toast.failed.title' },
  failedDescription: { id: 'textGenerator.toast.failed.description' },
  tabs: { id: 'textGenerator.tabs' },
  emptyTitle: { id: 'textGenerator.toast.promptRequired.title' },
  emptyDescription: { id: 'textGenerator.toast.promptRequired.description' },
  saveSignIn: { id: 'textGenerator.toast.saveSignIn' },
  saved: { id: 'textGenerator.toast.saved' },
  saveFailed: { id: 'textGenerator.toast.saveFailed' },
  variant: { id: 'textGenerator.variant' },
  copy: { id: 'textGenerator.copy' },
  copied: { id: 'textGenerator.copied' },
  toastCopied: { id: 'textGenerator.toast.copied' },
});

export interface TextGeneratorScreenProps {
  onTopUp: () => void;
  onGenerated?: () => void;
  onTextSaved?: () => void;
}

interface TextResult {
  id: string;
  content: string;
  request: TextGenerationRequest;
  /** Stopped (or broken off) before the model finished: what was written by then. */
  partial: boolean;
}

/** The texts being written, and whether the request was charged (Stop keeps them from then). */
interface Writing {
  texts: readonly string[];
  accepted: boolean;
}

/** SPEC §2 text generator: the Generate tab; Saved Texts goes to /saved-texts. */
export function TextGeneratorScreen({
  onTopUp,
  onGenerated,
  onTextSaved,
}: TextGeneratorScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [writing, setWriting] = useState<Writing | null>(null);
  const stop = useRef<AbortController | null>(null);
  const flow = useGenerate({
    // Streamed: the words show as they are written; Stop keeps them (the cost stands).
    call: (request: TextGenerationRequest, key: string) => {
      const controller = new AbortController();
      stop.current = controller;
      setWriting({ texts: [], accepted: false });
      return streamTexts(request, key, {
        signal: controller.signal,
        onAccepted: () => setWriting((now) => ({ texts: now?.texts ?? [], accepted: true })),
        onText: (texts) => setWriting({ texts, accepted: true }),
      }).finally(() => {
        stop.current = null;
        setWriting(null);
      });
    },
    messages: m,
    onTopUp,
    onSettled: onGenerated,
    cost: textCost,
    remaining: (answer) => answer.remainingCredits,
    keep: (answer, request): TextResult[] =>
      answer.texts.map((content, index) => ({
        id: `${Date.now().toString(36)}-${index}`,
        content,
        request,
        partial: answer.ended !== 'completed',
      })),
  });
  const results = flow.result?.value ?? [];

  return (
    <GeneratorScreen
      title={<FormattedMessage id="textGenerator.title" />}
      description={<FormattedMessage id="textGenerator.subtitle" />}
      tabs={{
        label: intl.formatMessage(m.tabs),
        generate: <FormattedMessage id="textGenerator.tab.generate" />,
        others: [{ id: 'saved', title: <FormattedMessage id="textGenerator.tab.saved" /> }],
        selectedKey: 'generate',
        onSelectionChange: (key) => {
          if (key === 'saved') navigate(paths.savedTexts);
        },
      }}
      form={<TextGeneratorForm {...flow.form} />}
      progress={
        flow.isPending && writing ? (
          <TextStreamView
            texts={writing.texts}
            canStop={writing.accepted}
            onStop={() => stop.current?.abort()}
          />
        ) : null
      }
      result={
        results.length > 0 ? (
          <section
            ref={flow.resultRef}
            className={styles.results}
            aria-labelledby="text-results-title"
            tabIndex={-1}
          >
            <h2 id="text-results-title" className={styles.groupLabel}>
              <FormattedMessage id="textGenerator.results" values={{ count: results.length }} />
            </h2>
            {results.map((result, index) => (
              <TextResultCard
                key={result.id}
                result={result}
                index={index}
                onTextSaved={onTextSaved}
              />
            ))}
          </section>
        ) : null
      }
    />
  );
}

function TextResultCard({
  result,
  index,
  onTextSaved,
}: {
  result: TextResult;
  index: number;
  onTextSaved?: (() => void) | undefined;
}) {
  const intl = useIntl();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const save = useSaveText({ onSaved: onTextSaved });
  const { request, content } = result;
  const onSave = () => {
    if (!getToken()) {
      notify.error(t(m.signInTitle), t(m.saveSignIn));
      return;
    }
    save.mutate(
      {
        content,
        prompt: request.prompt,
        textType: request.textType,
        textLength: request.textLength,
        writingStyle: request.writingStyle,
        outputLanguage: request.outputLanguage,
      },
      {
        onSuccess: () => notify.success(t(m.saved)),
        onError: (error) =>
          isQuotaExceeded(error)
            ? notifyLibraryFull(intl)
            : notify.error(t(m.saveFailed), serverMessage(error)),
      },
    );
  };
  return (
    <Card as="article" className={styles.stack} aria-label={t(m.variant, { n: index + 1 })}>
      <h3 className={styles.groupLabel}>
        <FormattedMessage id="textGenerator.variant" values={{ n: index + 1 }} />
      </h3>
      {result.partial ? (
        <p className={styles.groupLabel}>
          <FormattedMessage id="textGenerator.stream.partial" />
        </p>
      ) : null}
      <p className={styles.resultText}>{content}</p>
      <div className={styles.row}>
        <CopyButton
          value={content}
          size="sm"
          variant="secondary"
          label={t(m.copy)}
          copiedLabel={t(m.copied)}
          onCopy={() => notify.success(t(m.toastCopied))}
        />
        <Button size="sm" onPress={onSave} isPending={save.isPending} isDisabled={save.isSuccess}>
          {save.isSuccess ? (
            <FormattedMessage id="textGenerator.savedLabel" />
          ) : (
            <FormattedMessage id="textGenerator.save" />
          )}
        </Button>
        <TextDownloads
          content={content}
          prompt={request.prompt}
          outputLanguage={request.outputLanguage}
        />
        <RewriteButton source={{ ...request, content }} onSaved={onTextSaved} />
      </div>
    </Card>
  );
}
