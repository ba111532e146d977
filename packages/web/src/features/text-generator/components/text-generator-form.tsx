import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyTextPreset,
  DEFAULT_OUTPUT_LANGUAGE,
  OUTPUT_LANGUAGES,
  TEXT_LENGTHS,
  TEXT_MAX_VARIANTS,
  TEXT_MIN_VARIANTS,
  TEXT_PRESET_NAMES,
  TEXT_TYPES,
  type TextGenerationRequest,
  type TextPresetName,
  textCost,
  textGenerationSchema,
  WRITING_STYLES,
} from '@lumen/domain';
import { Button, Card } from '@lumen/ui';
import { useForm, useWatch } from 'react-hook-form';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { z } from 'zod';
import {
  formatKnown,
  outputLanguageMessages,
  textLengthMessages,
  textTypeMessages,
  writingStyleMessages,
} from '@/lib/i18n/domain-messages';
import {
  FormCountField,
  FormSelect,
  FormTextArea,
  type GeneratorFormProps,
  usePromptSubmit,
} from '@/components/generator-form/generator-form';
import { GeneratorSidePanel } from '@/components/generator-form/generator-side-panel';
import { useRemix } from '@/lib/remix';
import { useLocale } from '@/lib/i18n/locale-provider';
import * as styles from './text-generator.css';

type TextFormInput = z.input<typeof textGenerationSchema>;

export type TextGeneratorFormProps = GeneratorFormProps<TextGenerationRequest>;

const m = defineMessages({
  textType: { id: 'textGenerator.textType' },
  textLength: { id: 'textGenerator.textLength' },
  writingStyle: { id: 'textGenerator.writingStyle' },
  outputLanguage: { id: 'textGenerator.outputLanguage' },
});

const presetNames = defineMessages({
  socialPost: { id: 'textGenerator.preset.socialPost' },
  productDescription: { id: 'textGenerator.preset.productDescription' },
  email: { id: 'textGenerator.preset.email' },
  blogSnippet: { id: 'textGenerator.preset.blogSnippet' },
}) satisfies Record<TextPresetName, MessageDescriptor>;

/** The four option selects: field, label, and the names of its options. */
const selects = [
  { key: 'textType', label: m.textType, names: textTypeMessages },
  { key: 'textLength', label: m.textLength, names: textLengthMessages },
  { key: 'writingStyle', label: m.writingStyle, names: writingStyleMessages },
  { key: 'outputLanguage', label: m.outputLanguage, names: outputLanguageMessages },
] as const;
const options = {
  textType: TEXT_TYPES,
  textLength: TEXT_LENGTHS,
  writingStyle: WRITING_STYLES,
  outputLanguage: OUTPUT_LANGUAGES,
} as const;

export function TextGeneratorForm({
  signedIn,
  balance,
  isPending,
  onGenerate,
  onEmptyPrompt,
}: TextGeneratorFormProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const { control, handleSubmit, getValues, reset } = useForm<
    TextFormInput,
    unknown,
    TextGenerationRequest
  >({
    resolver: zodResolver(textGenerationSchema),
    mode: 'onTouched',
    defaultValues: {
      prompt: '',
      textType: 'article',
      textLength: 'short',
      writingStyle: 'professional',
      // Someone who reads the studio in Spanish most likely writes for Spanish readers.
      outputLanguage: language === 'es' ? 'spanish' : DEFAULT_OUTPUT_LANGUAGE,
      count: 1,
    },
  });
  // "Use this prompt": the item's prompt and options from the address.
  useRemix(textGenerationSchema, (values) => reset({ ...getValues(), ...values }));
  const [prompt, textLength, count, outputLanguage] = useWatch({
    control,
    name: ['prompt', 'textLength', 'count', 'outputLanguage'],
  });
  // The same rule the server debits with.
  const cost = textCost({ textLength, count: count ?? 1, outputLanguage });

  const submit = handleSubmit(onGenerate);
  const onSubmit = usePromptSubmit(prompt, submit, onEmptyPrompt);

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <Card className={styles.stack}>
        <div className={styles.stack}>
          <p className={styles.groupLabel}>
            <FormattedMessage id="textGenerator.presets" />
          </p>
          <div className={styles.row}>
            {TEXT_PRESET_NAMES.map((name) => (
              <Button
                key={name}
                size="sm"
                variant="secondary"
                onPress={() => reset(applyTextPreset(getValues() as TextGenerationRequest, name))}
              >
                <FormattedMessage {...presetNames[name]} />
              </Button>
            ))}
          </div>
        </div>
        <div className={styles.fieldGrid}>
          {selects.map(({ key, label, names }) => (
            <FormSelect
              key={key}
              control={control}
              name={key}
              label={intl.formatMessage(label)}
              options={options[key]}
              optionLabel={(value) =>
                formatKnown(intl, names as Record<string, MessageDescriptor>, value)
              }
            />
          ))}
          <FormCountField
            control={control}
            name="count"
            label={intl.formatMessage({ id: 'textGenerator.count' })}
            minValue={TEXT_MIN_VARIANTS}
            maxValue={TEXT_MAX_VARIANTS}
          />
        </div>
        <FormTextArea
          control={control}
          name="prompt"
          label={intl.formatMessage({ id: 'textGenerator.prompt' })}
          placeholder={intl.formatMessage({ id: 'textGenerator.promptPlaceholder' })}
          rows={5}
        />
      </Card>
      <GeneratorSidePanel
        cost={cost}
        balance={balance}
        testIdPrefix="text"
        signedIn={signedIn}
        isPending={isPending}
        promptEmpty={(prompt ?? '') === ''}
        generate={<FormattedMessage id="textGenerator.generate" />}
        generating={<FormattedMessage id="textGenerator.generating" />}
        signInToGenerate={<FormattedMessage id="textGenerator.signInToGenerate" />}
        loadingLabel={intl.formatMessage({ id: 'app.loading' })}
      />
    </form>
  );
}
