import { type TextGenerationRequest, textCost } from '@lumen/domain';
import { Button, Card, CopyButton, Tab, TabList, TabPanel, Tabs, toast } from '@lumen/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/auth/get-me';
import { getToken, useAuthToken } from '../../../lib/auth/token';
import { notify } from '../../../lib/toast';
import { useGenerateTexts } from '../api/generate-text';
import { useSaveText } from '../api/save-text';
import { downloadText } from '../hooks/download-text';
import {
  creditsShort,
  isInsufficientBalance,
  isUnauthorized,
  serverMessage,
} from '../hooks/generation-errors';
import { TextGeneratorForm } from './text-generator-form';
import * as styles from './text-generator.css';

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
  const me = useMe();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const generate = useGenerateTexts({ onSettled: onGenerated });
  const [results, setResults] = useState<TextResult[]>([]);
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (results.length > 0)
      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [results]);

  const onGenerate = (request: TextGenerationRequest) => {
    if (!getToken()) {
      notify.error(
        t('textGenerator.toast.signInRequired.title'),
        t('textGenerator.toast.signInRequired.description'),
      );
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
        if (isInsufficientBalance(error)) {
          const balance = me.data?.credits_balance;
          const cost = textCost(request);
          const need = creditsShort(error) ?? Math.max(1, cost - (balance ?? 0));
          toast({
            title: t('textGenerator.toast.insufficient.title'),
            description: t('textGenerator.toast.insufficient.description', { count: need }),
            variant: 'destructive',
            action: { label: t('textGenerator.toast.topUp'), onAction: onTopUp },
          });
        } else if (isUnauthorized(error)) {
          notify.error(
            t('textGenerator.toast.authRequired.title'),
            t('textGenerator.toast.authRequired.description'),
          );
        } else {
          notify.error(
            t('textGenerator.toast.failed.title'),
            serverMessage(error) ?? t('textGenerator.toast.failed.description'),
          );
        }
      },
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="textGenerator.title" />
        </h1>
        <p className={styles.muted}>
          <FormattedMessage id="textGenerator.subtitle" />
        </p>
      </header>
      <Tabs
        selectedKey="generate"
        onSelectionChange={(key) => {
          if (key === 'saved') navigate(paths.savedTexts);
        }}
      >
        <TabList aria-label={t('textGenerator.tabs')}>
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
            balance={me.data?.credits_balance}
            isPending={generate.isPending}
            onGenerate={onGenerate}
            onEmptyPrompt={() =>
              notify.error(
                t('textGenerator.toast.promptRequired.title'),
                t('textGenerator.toast.promptRequired.description'),
              )
            }
          />
          {results.length > 0 ? (
            <section
              ref={resultsRef}
              className={styles.results}
              aria-labelledby="text-results-title"
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
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const save = useSaveText({ onSaved: onTextSaved });
  const { request, content } = result;
  const onSave = () => {
    if (!getToken()) {
      notify.error(
        t('textGenerator.toast.signInRequired.title'),
        t('textGenerator.toast.saveSignIn'),
      );
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
        onSuccess: () => notify.success(t('textGenerator.toast.saved')),
        onError: (error) => notify.error(t('textGenerator.toast.saveFailed'), serverMessage(error)),
      },
    );
  };
  return (
    <Card
      as="article"
      className={styles.stack}
      aria-label={t('textGenerator.variant', { n: index + 1 })}
    >
      <h3 className={styles.groupLabel}>
        <FormattedMessage id="textGenerator.variant" values={{ n: index + 1 }} />
      </h3>
      <p className={styles.resultText}>{content}</p>
      <div className={styles.row}>
        <CopyButton
          value={content}
          size="sm"
          variant="secondary"
          label={t('textGenerator.copy')}
          copiedLabel={t('textGenerator.copied')}
          onCopy={() => notify.success(t('textGenerator.toast.copied'))}
        />
        <Button size="sm" onPress={onSave} isPending={save.isPending} isDisabled={save.isSuccess}>
          {save.isSuccess ? (
            <FormattedMessage id="textGenerator.savedLabel" />
          ) : (
            <FormattedMessage id="textGenerator.save" />
          )}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onPress={() => downloadText(content, request.prompt, 'txt')}
        >
          <FormattedMessage id="textGenerator.downloadTxt" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onPress={() => downloadText(content, request.prompt, 'md')}
        >
          <FormattedMessage id="textGenerator.downloadMd" />
        </Button>
      </div>
    </Card>
  );
}
