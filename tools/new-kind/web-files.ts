/**
 * The web part of `npm run new:kind -- <name> --screen`: the kind's screen of its own, its route
 * module, its generator entry (path, route module, words), its icon and label, and its words in
 * en and es (English placeholders in both until translated).
 */

export interface WebEdit {
  readonly file: string;
  apply(text: string): string;
}

/** `insert` put before `anchor`; throws when the file has no such place. */
export function insertBefore(text: string, anchor: string | RegExp, insert: string, file: string) {
  const match = typeof anchor === 'string' ? text.indexOf(anchor) : text.search(anchor);
  if (match < 0) throw new Error(`${file}: cannot find where the new kind goes (${anchor})`);
  return text.slice(0, match) + insert + text.slice(match);
}

const names = (name: string) => ({
  Pascal: `${name[0]?.toUpperCase()}${name.slice(1)}`,
  UPPER: name.toUpperCase(),
});

/** The screen's new files, by path. */
export function webFiles(name: string): Record<string, string> {
  const { Pascal, UPPER } = names(name);
  const feature = `packages/web/src/features/${name}-generator`;
  return {
    [`${feature}/api/generate-${name}.ts`]: `import type { ${Pascal}GenerationRequest } from '@lumen/domain';
import { api } from '@/lib/api/client';

/** POST /api/generate/${name}; the key makes a retry of the same generation safe. */
export async function generate${Pascal}(body: ${Pascal}GenerationRequest, idempotencyKey: string) {
  const params = { header: { 'idempotency-key': idempotencyKey } };
  return (await api.POST('/api/generate/${name}', { params, body })).data!;
}
`,
    [`${feature}/components/${name}-generator-form.tsx`]: `import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_${UPPER}_MODEL,
  ${UPPER}_MODELS,
  type ${Pascal}GenerationRequest,
  ${name}Cost,
  ${name}GenerationSchema,
} from '@lumen/domain';
import { Card } from '@lumen/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import {
  FormTextArea,
  type GeneratorFormProps,
  usePromptSubmit,
} from '@/components/generator-form/generator-form';
import { GeneratorSidePanel } from '@/components/generator-form/generator-side-panel';
import { ModelChoice } from '@/components/generator-form/model-choice';
import * as styles from '@/components/layout/generator-layout.css';
import { useModels } from '@/lib/api/models';

type ${Pascal}FormInput = z.input<typeof ${name}GenerationSchema>;

export function ${Pascal}GeneratorForm({
  signedIn,
  balance,
  isPending,
  onGenerate,
  onEmptyPrompt,
}: GeneratorFormProps<${Pascal}GenerationRequest>) {
  const intl = useIntl();
  const models = useModels();
  const { control, handleSubmit } = useForm<${Pascal}FormInput, unknown, ${Pascal}GenerationRequest>({
    resolver: zodResolver(${name}GenerationSchema),
    mode: 'onTouched',
    defaultValues: { prompt: '', model: DEFAULT_${UPPER}_MODEL },
  });
  const prompt = useWatch({ control, name: 'prompt' }) ?? '';
  const available = (id: string) =>
    models.data?.${name}?.find((model) => model.id === id)?.available ?? id === 'demo';
  const onSubmit = usePromptSubmit(prompt, handleSubmit(onGenerate), onEmptyPrompt);
  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <Card className={styles.form}>
        <FormTextArea
          control={control}
          name="prompt"
          label={intl.formatMessage({ id: '${name}Generator.prompt' })}
          rows={4}
        />
        <Controller
          control={control}
          name="model"
          render={({ field }) => (
            <ModelChoice
              id="${name}-model-label"
              label={<FormattedMessage id="${name}Generator.model" />}
              models={${UPPER}_MODELS}
              value={field.value ?? DEFAULT_${UPPER}_MODEL}
              onChange={field.onChange}
              available={available}
              known={Boolean(models.data)}
              modelName={(model) => model}
              unavailableNote={(model) => (
                <FormattedMessage id="${name}Generator.modelUnavailable" values={{ model }} />
              )}
            />
          )}
        />
      </Card>
      <GeneratorSidePanel
        cost={${name}Cost()}
        balance={balance}
        testIdPrefix="${name}"
        signedIn={signedIn}
        isPending={isPending}
        promptEmpty={prompt === ''}
        generate={<FormattedMessage id="${name}Generator.generate" />}
        generating={<FormattedMessage id="${name}Generator.generating" />}
        signInToGenerate={<FormattedMessage id="${name}Generator.signInToGenerate" />}
        loadingLabel={intl.formatMessage({ id: 'app.loading' })}
      />
    </form>
  );
}
`,
    [`${feature}/components/${name}-generator-screen.tsx`]: `import { ${name}Cost } from '@lumen/domain';
import { Card, CardTitle } from '@lumen/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { GeneratorScreen } from '@/components/generator-form/generator-screen';
import { useGenerate } from '@/components/generator-form/use-generate';
import * as styles from '@/components/layout/generator-layout.css';
import { generate${Pascal} } from '@/features/${name}-generator/api/generate-${name}';
import { ${Pascal}GeneratorForm } from './${name}-generator-form';

const m = defineMessages({
  signInTitle: { id: '${name}Generator.toast.signInRequired.title' },
  signInDescription: { id: '${name}Generator.toast.signInRequired.description' },
  insufficientTitle: { id: '${name}Generator.toast.insufficient.title' },
  insufficientDescription: { id: '${name}Generator.toast.insufficient.description' },
  topUp: { id: '${name}Generator.toast.topUp' },
  authRequiredTitle: { id: '${name}Generator.toast.authRequired.title' },
  authRequiredDescription: { id: '${name}Generator.toast.authRequired.description' },
  failedTitle: { id: '${name}Generator.toast.failed.title' },
  failedDescription: { id: '${name}Generator.toast.failed.description' },
  emptyTitle: { id: '${name}Generator.toast.promptRequired.title' },
  emptyDescription: { id: '${name}Generator.toast.promptRequired.description' },
});

export interface ${Pascal}GeneratorScreenProps {
  onTopUp: () => void;
  onGenerated?: () => void;
}

/** A ${name} from a prompt: the form with its cost, and the ${name}. */
export function ${Pascal}GeneratorScreen({ onTopUp, onGenerated }: ${Pascal}GeneratorScreenProps) {
  const flow = useGenerate({
    call: generate${Pascal},
    messages: m,
    onTopUp,
    onSettled: onGenerated,
    cost: () => ${name}Cost(),
    remaining: (answer) => answer.remainingCredits,
  });
  return (
    <GeneratorScreen
      title={<FormattedMessage id="${name}Generator.title" />}
      description={<FormattedMessage id="${name}Generator.subtitle" />}
      form={<${Pascal}GeneratorForm {...flow.form} />}
      result={
        flow.result ? (
          <Card as="section" className={styles.form} aria-labelledby="${name}-result-title">
            <div ref={flow.resultRef} tabIndex={-1}>
              <CardTitle level={2} id="${name}-result-title">
                <FormattedMessage id="${name}Generator.result.title" />
              </CardTitle>
              <p>{flow.result.value.result}</p>
            </div>
          </Card>
        ) : null
      }
    />
  );
}
`,
    [`${feature}/components/${name}-generator.test.tsx`]: `import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signedInWith } from '@/testing/generators';

describe('${name} generator', () => {
  test('generates from a prompt and shows the result with its cost', async () => {
    signedInWith(50, {});
    const { screen } = await renderApp('/generate/${name}');
    expect(screen).toBeDefined();
    expect.fail('fill me in: the form, the cost, the result, a failure (see voice-generator.test.tsx)');
  });
});
`,
    [`packages/web/src/app/routes/generate-${name}.tsx`]: `import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { generationsQueryKey } from '@/features/dashboard/api/get-generations';
import { TopUpDialogOnDemand } from '@/components/top-up-dialog-on-demand';
import { ${Pascal}GeneratorScreen } from '@/features/${name}-generator/components/${name}-generator-screen';

/** /generate/${name}: a ${name} from a prompt, with the top-up dialog. */
export function Component() {
  const queryClient = useQueryClient();
  const [topUpOpen, setTopUpOpen] = useState(false);
  return (
    <>
      <PageTitle id="page.${name}Generator" />
      <${Pascal}GeneratorScreen
        onTopUp={() => setTopUpOpen(true)}
        onGenerated={() => void queryClient.invalidateQueries({ queryKey: generationsQueryKey })}
      />
      <TopUpDialogOnDemand isOpen={topUpOpen} onOpenChange={setTopUpOpen} />
    </>
  );
}
`,
  };
}

/** The words of the screen (English placeholders: the Spanish catalogue gets them too). */
export function webWords(name: string): Record<string, string> {
  const { Pascal } = names(name);
  return {
    [`page.${name}Generator`]: `${Pascal}`,
    [`generators.${name}.label`]: `${Pascal}`,
    [`generators.${name}.description`]: `${Pascal} from a prompt`,
    [`creations.type.${name}`]: `${Pascal}`,
    [`${name}Generator.title`]: `${Pascal} generator`,
    [`${name}Generator.subtitle`]: 'Describe what you want',
    [`${name}Generator.prompt`]: 'Prompt',
    [`${name}Generator.model`]: 'Model',
    [`${name}Generator.modelUnavailable`]: '{model} is not configured',
    [`${name}Generator.generate`]: 'Generate',
    [`${name}Generator.generating`]: 'Generating…',
    [`${name}Generator.signInToGenerate`]: 'Sign in to generate',
    [`${name}Generator.result.title`]: 'Result',
    [`${name}Generator.toast.signInRequired.title`]: 'Sign in required',
    [`${name}Generator.toast.signInRequired.description`]: 'Sign in to generate.',
    [`${name}Generator.toast.insufficient.title`]: 'Insufficient credits',
    [`${name}Generator.toast.insufficient.description`]:
      'You need {count, plural, one {# more credit} other {# more credits}} to generate this.',
    [`${name}Generator.toast.topUp`]: 'Top up',
    [`${name}Generator.toast.authRequired.title`]: 'Session expired',
    [`${name}Generator.toast.authRequired.description`]: 'Sign in again to continue.',
    [`${name}Generator.toast.failed.title`]: 'Generation failed',
    [`${name}Generator.toast.failed.description`]:
      'It could not be made. Your credits were refunded.',
    [`${name}Generator.toast.promptRequired.title`]: 'Prompt required',
    [`${name}Generator.toast.promptRequired.description`]: 'Say what to make.',
  };
}

/** The existing web files given the kind's line(s). */
export function webEdits(name: string): WebEdit[] {
  const generators = 'packages/web/src/config/generators.ts';
  const words = (file: string): WebEdit => ({
    file,
    apply: (text) => `${JSON.stringify({ ...JSON.parse(text), ...webWords(name) }, null, 2)}\n`,
  });
  return [
    {
      file: generators,
      apply(text) {
        const typed = text.replace(
          /(export type GeneratorId = [^;]*);/,
          (_, ids: string) => `${ids} | '${name}';`,
        );
        const pathed = insertBefore(
          typed,
          /\n\} as const satisfies Record<GeneratorId, string>;/,
          `\n  ${name}: '/generate/${name}',`,
          generators,
        );
        const worded = insertBefore(
          pathed,
          /\n\}\);\n/,
          `\n  ${name}Label: { id: 'generators.${name}.label' },\n  ${name}Description: { id: 'generators.${name}.description' },`,
          generators,
        );
        return insertBefore(
          worded,
          /\n\];\s*$/,
          `\n  {\n    id: '${name}',\n    href: generatorPaths.${name},\n    screen: 'generate-${name}',\n    label: m.${name}Label,\n    description: m.${name}Description,\n  },`,
          generators,
        );
      },
    },
    {
      file: 'packages/web/src/config/generator-icons.tsx',
      apply: (text) =>
        insertBefore(
          text,
          /\n\};/,
          `\n  ${name}: TextIcon,`,
          'packages/web/src/config/generator-icons.tsx',
        ),
    },
    {
      file: 'packages/web/src/lib/i18n/domain-messages.ts',
      apply: (text) =>
        insertBefore(
          text,
          /\n\}\) satisfies Record<GenerationType, MessageDescriptor>;/,
          `\n  ${name}: { id: 'creations.type.${name}' },`,
          'packages/web/src/lib/i18n/domain-messages.ts',
        ),
    },
    words('packages/web/src/locales/en.json'),
    words('packages/web/src/locales/es.json'),
  ];
}
