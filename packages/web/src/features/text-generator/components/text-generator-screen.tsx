import { type TextGenerationRequest, textCost } from '@lumen/domain';
import { Button, Card, CopyButton, Tab, TabList, TabPanel, Tabs } from '@lumen/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBalance } from '@/lib/auth/get-me';
import { getToken, useAuthToken } from '@/lib/auth/token';
import {
  notifyGenerationFailure,
  isQuotaExceeded,
  notifyLibraryFull,
  serverMessage,
} from '@/components/generator-form/generation-failure';
import { notify } from '@/lib/toast';
import { useGenerateTexts } from '@/features/text-generator/api/generate-text';
import { useSaveText } from '@/features/text-generator/api/save-text';
import { TextDownloads } from '@/components/text-downloads/text-downloads';
import { TextGeneratorForm } from './text-generator-form';
import * as styles from './text-generator.css';
import { PageHeader } from '@/components/page-header/page-header';

const m = defineMessages({
  title: { id: 'textGenerator.toast.signInRequired.title' },
  description: { id: 'textGenerator.toast.signInRequired.description' },
  insufficientTitle: { id: 'textGenerator.toast.insufficient.title' },
  insufficientDescription: { id: 'textGenerator.toast.insufficient.description' },
  topUp: { id: 'textGenerator.toast.topUp' },
  authRequiredTitle: { id: 'textGenerator.toast.authRequired.title' },
  authRequiredDescription: { id: 'textGenerator.toast.authRequired.description' },
  failedTitle: { id: 'textGenerator.toast.failed.title' },
  failedDescription: { id: 'textGenerator.toast.failed.description' },
  tabs: { id: 'textGenerator.tabs' },
  promptRequiredTitle: { id: 'textGenerator.toast.promptRequired.title' },
  promptRequiredDescription: { id: 'textGenerator.toast.promptRequired.description' },
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
}

/** SPEC §2 text generator: the Generate tab; Saved Texts goes to /saved-texts. */
export function TextGeneratorScreen({
  onTopUp,
  onGenerated,
  onTextSaved,
}: TextGeneratorScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useAuthToken();
  const { balance } = useBalance();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const generate = useGenerateTexts({ onSettled: onGenerated });
  const [results, setResults] = useState<TextResult[]>([]);
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (results.length === 0) return;
    // Focus moves to the results (a keyboard or screen-reader user lands on them), then scroll.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [results]);

  const onGenerate = (request: TextGenerationRequest) => {
    if (!getToken()) {
      notify.error(t(m.title), t(m.description));
      navigate(paths.signin);
      return;
    }
    generate.mutate(request, {
      onSuccess: (result) =>
        setResults(
          result.texts.map((content, index) => ({
            id: `${Date.now().toString(36)}-${index}`,
            content,
            request,
          })),
        ),
      onError: (error) => {
        // The shortfall from what the screen knows (the error's code says why, never its text).
        const need = Math.max(1, textCost(request) - (balance ?? 0));
        notifyGenerationFailure(intl, error, m, { onTopUp, insufficientValues: { count: need } });
      },
    });
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="textGenerator.title" />}
        description={<FormattedMessage id="textGenerator.subtitle" />}
      />
      <Tabs
        selectedKey="generate"
        onSelectionChange={(key) => {
          if (key === 'saved') navigate(paths.savedTexts);
        }}
      >
        <TabList aria-label={t(m.tabs)}>
          <Tab id="generate">
            <FormattedMessage id="textGenerator.tab.generate" />
          </Tab>
          <Tab id="saved">
            <FormattedMessage id="textGenerator.tab.saved" />
          </Tab>
        </TabList>
        <TabPanel id="generate">
          <TextGeneratorForm
            signedIn={Boolean(token)}
            balance={balance}
            isPending={generate.isPending}
            onGenerate={onGenerate}
            onEmptyPrompt={() =>
              notify.error(t(m.promptRequiredTitle), t(m.promptRequiredDescription))
            }
          />
          {results.length > 0 ? (
            <section
              ref={resultsRef}
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
          ) : null}
        </TabPanel>
        <TabPanel id="saved">{null}</TabPanel>
      </Tabs>
    </div>
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
      notify.error(t(m.title), t(m.saveSignIn));
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
      </div>
    </Card>
  );
}
