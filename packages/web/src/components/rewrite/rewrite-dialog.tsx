import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OutputLanguage,
  REWRITE_LANGUAGES,
  REWRITE_OPERATIONS,
  REWRITE_TEXT_MAX_LENGTH,
  type RewriteGenerationRequest,
  type RewriteLanguage,
  type RewriteOperation,
  rewriteCost,
  rewriteGenerationSchema,
  type TextSave,
  WRITING_STYLES,
} from '@lumen/domain';
import { Button, type ButtonProps } from '@lumen/ui';
import { useCallback, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  isQuotaExceeded,
  notifyGenerationFailure,
  notifyLibraryFull,
  serverMessage,
} from '@/components/generator-form/generation-failure';
import { FormSelect } from '@/components/generator-form/generator-form';
import { FormSegmentedChoice } from '@/components/generator-form/segmented-choice';
import { ItemDialog, ItemDialogButton } from '@/components/item-dialog/item-dialog';
import { writingStyleMessages } from '@/lib/i18n/domain-messages';
import { useTranslateMessage } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/toast';
import type { z } from 'zod';
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
export function RewriteButton({ source, onSaved, onRewritten, size, variant }: RewriteButtonProps) {
  const intl = useIntl();
  return (
    <ItemDialogButton
      size={size}
      variant={variant}
      accessibleName={intl.formatMessage({ id: 'rewrite.buttonNamed' }, { prompt: source.prompt })}
      dialog={(state) => (
        <RewriteDialog source={source} onSaved={onSaved} onRewritten={onRewritten} {...state} />
      )}
    >
      <FormattedMessage id="rewrite.button" />
    </ItemDialogButton>
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
  return (
    <ItemDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<FormattedMessage id="rewrite.title" />}
      description={source.prompt}
    >
      <RewriteDialogBody source={source} onSaved={onSaved} onRewritten={onRewritten} />
    </ItemDialog>
  );
}

/**
 * The dialog's form: the domain's rewrite request (the server checks the same), whose text is
 * the source's and whose style and language are asked for only by their operations.
 */
type RewriteFormInput = z.input<typeof rewriteGenerationSchema>;

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
  const [result, setResult] = useState<{ text: string; request: RewriteGenerationRequest } | null>(
    null,
  );
  // A saved text may be longer than one rewrite takes: its first part is rewritten.
  const text = source.content.trim().slice(0, REWRITE_TEXT_MAX_LENGTH);
  const { control, handleSubmit } = useForm<RewriteFormInput, unknown, RewriteGenerationRequest>({
    resolver: zodResolver(rewriteGenerationSchema),
    defaultValues: {
      text,
      operation: 'shorter',
      style: WRITING_STYLES.find((option) => option !== source.writingStyle) ?? 'professional',
      // The other language than the text's own.
      language: LANGUAGE_OF[source.outputLanguage] === 'es' ? 'en' : 'es',
    },
  });
  const operation = useWatch({ control, name: 'operation' });
  const rewrite = useRewrite(onRewritten);
  const translate = useTranslateMessage();
  // Each new result takes the focus, so a keyboard or screen-reader user lands on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the result is the trigger
  const resultRef = useCallback((element: HTMLElement | null) => element?.focus(), [result]);
  const save = useSaveRewrite(onSaved);

  const cost = rewriteCost({ characters: text.length, operation });

  // Only the option its operation needs is sent; the others stay picked for a change of mind.
  const onRewrite = handleSubmit(
    ({ style, language, ...values }) => {
      const request: RewriteGenerationRequest = {
        ...values,
        ...(values.operation === 'style' ? { style } : {}),
        ...(values.operation === 'translate' ? { language } : {}),
      };
      save.reset();
      rewrite.mutate(request, {
        onSuccess: (answer) => setResult({ text: answer.text, request }),
        onError: (error) =>
          notifyGenerationFailure(intl, error, failureMessages, {
            onTopUp: () => navigate(paths.checkout),
            insufficientValues: { count: cost },
          }),
      });
    },
    // A text the server would refuse (an empty saved text) is refused here, in the same words.
    (errors) =>
      notify.error(
        t(failureMessages.failedTitle),
        translate(errors.text?.message ?? errors.style?.message ?? errors.language?.message),
      ),
  );

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
      <FormSegmentedChoice
        control={control}
        name="operation"
        id={operationLabelId}
        label={<FormattedMessage id="rewrite.operation" />}
        options={REWRITE_OPERATIONS}
        optionLabel={(option) => t(operationMessages[option])}
      />
      {operation === 'style' ? (
        <FormSelect
          control={control}
          name="style"
          label={t(m.style)}
          options={WRITING_STYLES}
          optionLabel={(option) => t(writingStyleMessages[option])}
        />
      ) : null}
      {operation === 'translate' ? (
        <FormSegmentedChoice
          control={control}
          name="language"
          id={languageLabelId}
          label={<FormattedMessage id="rewrite.language" />}
          options={REWRITE_LANGUAGES}
          optionLabel={(option) => t(languageMessages[option])}
        />
      ) : null}
      <p className={styles.cost} data-testid="rewrite-cost">
        <FormattedMessage id="rewrite.cost" values={{ credits: cost }} />
      </p>
      <div className={styles.row}>
        <Button onPress={() => void onRewrite()} isPending={rewrite.isPending}>
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
