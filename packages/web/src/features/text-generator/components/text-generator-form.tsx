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
  textCost,
  textGenerationSchema,
  WRITING_STYLES,
} from '@lumen/domain';
import { Button, Card } from '@lumen/ui';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { CostSummary } from '../../../components/cost-summary/cost-summary';
import {
  FormCountField,
  FormSelect,
  FormTextArea,
  GenerateAction,
  usePromptSubmit,
} from '../../../components/generator-form/generator-form';
import * as styles from './text-generator.css';

type TextFormInput = z.input<typeof textGenerationSchema>;

export interface TextGeneratorFormProps {
  signedIn: boolean;
  balance: number | undefined;
  isPending: boolean;
  onGenerate: (request: TextGenerationRequest) => void;
  onEmptyPrompt: () => void;
}

const selectKeys = ['textType', 'textLength', 'writingStyle', 'outputLanguage'] as const;
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
      outputLanguage: DEFAULT_OUTPUT_LANGUAGE,
      count: 1,
    },
  });
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
                <FormattedMessage id={`textGenerator.preset.${name}`} />
              </Button>
            ))}
          </div>
        </div>
        <div className={styles.fieldGrid}>
          {selectKeys.map((key) => (
            <FormSelect
              key={key}
              control={control}
              name={key}
              label={intl.formatMessage({ id: `textGenerator.${key}` })}
              options={options[key]}
              optionLabel={(value) => intl.formatMessage({ id: `textGenerator.${key}.${value}` })}
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
      <Card className={styles.stack}>
        <CostSummary cost={cost} balance={signedIn ? balance : undefined} testIdPrefix="text" />
        <GenerateAction
          signedIn={signedIn}
          isPending={isPending}
          promptEmpty={(prompt ?? '') === ''}
          generate={<FormattedMessage id="textGenerator.generate" />}
          generating={<FormattedMessage id="textGenerator.generating" />}
          signInToGenerate={<FormattedMessage id="textGenerator.signInToGenerate" />}
          loadingLabel={intl.formatMessage({ id: 'app.loading' })}
        />
      </Card>
    </form>
  );
}
