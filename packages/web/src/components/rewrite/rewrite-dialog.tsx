import {
  type OutputLanguage,
  REWRITE_LANGUAGES,
  REWRITE_OPERATIONS,
  REWRITE_TEXT_MAX_LENGTH,
  type RewriteGenerationRequest,
  type RewriteLanguage,
  type RewriteOperation,
  rewriteCost,
  type TextSave,
  WRITING_STYLES,
  type WritingStyle,
} from '@lumen/domain';
import {
  Button,
  type ButtonProps,
  Modal,
  Option,
  Segment,
  SegmentedControl,
  Select,
} from '@lumen/ui';
import { useCallback, useId, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  isQuotaExceeded,
  notifyGenerationFailure,
  notifyLibraryFull,
  serverMessage,
} from '@/components/generator-form/generation-failure';
import { writingStyleMessages } from '@/lib/i18n/domain-messages';
import { notify } from '@/lib/toast';
import { useRewrite, useSaveRewrite } from './rewrite-api';
import * as styles from './rewrite-dialog.css';

/** The text to rewrite, with the settings it was made with (kept when the rewrite is saved). */
export type RewriteSource = TextSave;

const operationMessages = defineMessages({
  shorter: { id: 'rewrite.operation.shorter' },
  longer: { id: 'rewrite.operation.longer' },
  style: { id: 'rewrite.operation.style' },
  translate: { id: 'rewrite.operation.translate' },
}) satisfies Record<RewriteOperation, MessageDescriptor>;

const languageMessages = defineMessages({
  en: { id: 'rewrite.language.en' },
  es: { id: 'rewrite.language.es' },
}) satisfies Record<RewriteLanguage, MessageDescriptor>;

// The generate flow's failures say what the text generator says.
const failureMessages = defineMessages({
  insufficientTitle: { id: 'textGenerator.toast.insufficient.title' },
  insufficientDescription: { id: 'textGenerator.toast.insufficient.description' },
  topUp: { id: 'textGenerator.toast.topUp' },
  authRequiredTitle: { id: 'textGenerator.toast.authRequired.title' },
  authRequiredDescription: { id: 'textGenerator.toast.authRequired.description' },
  failedTitle: { id: 'rewrite.toast.failed.title' },
  failedDescription: { id: 'rewrite.toast.failed.description' },
});

const m = defineMessages({
  close: { id: 'common.close' },
  style: { id: 'rewrite.style' },
  saved: { id: 'rewrite.toast.saved' },
  result: { id: 'rewrite.result' },
  saveFailed: { id: 'textGenerator.toast.saveFailed' },
});

const LANGUAGE_OF: Readonly<Record<OutputLanguage, RewriteLanguage>> = {
  english: 'en',
  spanish: 'es',
};
const OUTPUT_LANGUAGE_OF: Readonly<Record<RewriteLanguage, OutputLanguage>> = {
  en: 'english',
  es: 'spanish',
};

export interface RewriteButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  source: RewriteSource;
  /** After a rewrite was saved as a saved text (the list is fetched again). */
  onSaved?: (() => void) | undefined;
  /** After a rewrite ran, whatever happened (the creations list is fetched again). */
  onRewritten?: (() => void) | undefined;
}

/** "Rewrite": opens the rewrite dialog for one text. */
export function RewriteButton({
  source,
  onSaved,
  onRewritten,
  size = 'sm',
  variant = 'secondary',
}: RewriteButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        onPress={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'rewrite.buttonNamed' }, { prompt: source.prompt })}
      >
        <FormattedMessage id="rewrite.button" />
      </Button>
      <RewriteDialog
        source={source}
        isOpen={open}
        onOpenChange={setOpen}
        onSaved={onSaved}
        onRewritten={onRewritten}
      />
    </>
  );
}

export interface RewriteDialogProps {
  source: RewriteSource;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (() => void) | undefined;
  onRewritten?: (() => void) | undefined;
}

/**
 * Rewrite one text: shorter, longer, in another writing style or translated to the other
 * language; the cost (the domain's rule) is shown before Rewrite, the result below, and it can be
 * kept as a saved text.
 */
export function RewriteDialog({
  source,
  isOpen,
  onOpenChange,
  onSaved,
  onRewritten,
}: RewriteDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<FormattedMessage id="rewrite.title" />}
      description={source.prompt}
      closeLabel={intl.formatMessage(m.close)}
    >
      <RewriteDialogBody source={source} onSaved={onSaved} onRewritten={onRewritten} />
    </Modal>
  );
}

function RewriteDialogBody({
  source,
  onSaved,
  onRewritten,
}: Pick<RewriteDialogProps, 'source' | 'onSaved' | 'onRewritten'>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const operationLabelId = useId();
  const languageLabelId = useId();
  const [operation, setOperation] = useState<RewriteOperation>('shorter');
  const [style, setStyle] = useState<WritingStyle>(
    WRITING_STYLES.find((option) => option !== source.writingStyle) ?? 'professional',
  );
  // The other language than the text's own.
  const [language, setLanguage] = useState<RewriteLanguage>(
    LANGUAGE_OF[source.outputLanguage] === 'es' ? 'en' : 'es',
  );
  const [result, setResult] = useState<{ text: string; request: RewriteGenerationRequest } | null>(
    null,
  );
  const rewrite = useRewrite(onRewritten);
  // Each new result takes the focus, so a keyboard or screen-reader user lands on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the result is the trigger
  const resultRef = useCallback((element: HTMLElement | null) => element?.focus(), [result]);
  const save = useSaveRewrite(onSaved);

  // A saved text may be longer than one rewrite takes: its first part is rewritten.
  const text = source.content.trim().slice(0, REWRITE_TEXT_MAX_LENGTH);
  const cost = rewriteCost({ characters: text.length, operation });
  const request: RewriteGenerationRequest = {
    text,
    operation,
    ...(operation === 'style' ? { style } : {}),
    ...(operation === 'translate' ? { language } : {}),
  };

  const onRewrite = () => {
    save.reset();
    rewrite.mutate(request, {
      onSuccess: (answer) => setResult({ text: answer.text, request }),
      onError: (error) =>
        notifyGenerationFailure(intl, error, failureMessages, {
          onTopUp: () => navigate(paths.checkout),
          insufficientValues: { count: cost },
        }),
    });
  };

  const onSave = () => {
    if (!result) return;
    const done = result.request;
    save.mutate(
      {
        content: result.text,
        prompt: source.prompt,
        textType: source.textType,
        textLength: source.textLength,
        writingStyle: done.operation === 'style' && done.style ? done.style : source.writingStyle,
        outputLanguage:
          done.operation === 'translate' && done.language
            ? OUTPUT_LANGUAGE_OF[done.language]
            : source.outputLanguage,
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
    <div className={styles.body}>
      <p className={styles.source}>{text}</p>
      <div className={styles.field}>
        <span id={operationLabelId} className={styles.label}>
          <FormattedMessage id="rewrite.operation" />
        </span>
        <SegmentedControl
          aria-labelledby={operationLabelId}
          selectedKey={operation}
          onSelectionChange={(key) => setOperation(String(key) as RewriteOperation)}
        >
          {REWRITE_OPERATIONS.map((option) => (
            <Segment key={option} id={option}>
              {t(operationMessages[option])}
            </Segment>
          ))}
        </SegmentedControl>
      </div>
      {operation === 'style' ? (
        <Select
          label={t(m.style)}
          selectedKey={style}
          onSelectionChange={(key) => setStyle(String(key) as WritingStyle)}
        >
          {WRITING_STYLES.map((option) => (
            <Option key={option} id={option}>
              {t(writingStyleMessages[option])}
            </Option>
          ))}
        </Select>
      ) : null}
      {operation === 'translate' ? (
        <div className={styles.field}>
          <span id={languageLabelId} className={styles.label}>
            <FormattedMessage id="rewrite.language" />
          </span>
          <SegmentedControl
            aria-labelledby={languageLabelId}
            selectedKey={language}
            onSelectionChange={(key) => setLanguage(String(key) as RewriteLanguage)}
          >
            {REWRITE_LANGUAGES.map((option) => (
              <Segment key={option} id={option}>
                {t(languageMessages[option])}
              </Segment>
            ))}
          </SegmentedControl>
        </div>
      ) : null}
      <p className={styles.cost} data-testid="rewrite-cost">
        <FormattedMessage id="rewrite.cost" values={{ credits: cost }} />
      </p>
      <div className={styles.row}>
        <Button onPress={onRewrite} isPending={rewrite.isPending}>
          <FormattedMessage id="rewrite.submit" />
        </Button>
      </div>
      {result ? (
        <section className={styles.result} aria-label={t(m.result)} tabIndex={-1} ref={resultRef}>
          <h3 className={styles.subtitle}>
            <FormattedMessage id="rewrite.result" />
          </h3>
          <p className={styles.resultText}>{result.text}</p>
          <div className={styles.row}>
            <Button
              size="sm"
              onPress={onSave}
              isPending={save.isPending}
              isDisabled={save.isSuccess}
            >
              {save.isSuccess ? (
                <FormattedMessage id="rewrite.savedLabel" />
              ) : (
                <FormattedMessage id="rewrite.save" />
              )}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
