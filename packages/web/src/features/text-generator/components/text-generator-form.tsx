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
import { Button, Card, NumberField, Option, Select, TextArea, ButtonLink } from '@lumen/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { CostSummary } from '../../../components/cost-summary/cost-summary';
import { paths } from '../../../config/paths';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
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
  const translate = useTranslateMessage();
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
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if ((prompt ?? '').trim() === '') {
      onEmptyPrompt();
      return;
    }
    void submit(event);
  };

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
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field }) => (
                <Select
                  label={intl.formatMessage({ id: `textGenerator.${key}` })}
                  selectedKey={field.value ?? null}
                  onSelectionChange={(value) => field.onChange(value)}
                >
                  {options[key].map((value) => (
                    <Option key={value} id={value}>
                      {intl.formatMessage({ id: `textGenerator.${key}.${value}` })}
                    </Option>
                  ))}
                </Select>
              )}
            />
          ))}
          <Controller
            control={control}
            name="count"
            render={({ field }) => (
              <NumberField
                label={intl.formatMessage({ id: 'textGenerator.count' })}
                minValue={TEXT_MIN_VARIANTS}
                maxValue={TEXT_MAX_VARIANTS}
                step={1}
                value={field.value ?? 1}
                onChange={(value) => field.onChange(Number.isNaN(value) ? 1 : value)}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="prompt"
          render={({ field, fieldState }) => (
            <TextArea
              label={intl.formatMessage({ id: 'textGenerator.prompt' })}
              placeholder={intl.formatMessage({ id: 'textGenerator.promptPlaceholder' })}
              rows={5}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              validationBehavior="aria"
              isInvalid={Boolean(fieldState.error)}
              errorMessage={translate(fieldState.error?.message)}
            />
          )}
        />
      </Card>
      <Card className={styles.stack}>
        <CostSummary cost={cost} balance={signedIn ? balance : undefined} testIdPrefix="text" />
        {signedIn ? (
          <Button
            type="submit"
            size="lg"
            isDisabled={(prompt ?? '') === '' || isPending}
            isPending={isPending}
            loadingLabel={intl.formatMessage({ id: 'app.loading' })}
          >
            {isPending ? (
              <FormattedMessage id="textGenerator.generating" />
            ) : (
              <FormattedMessage id="textGenerator.generate" />
            )}
          </Button>
        ) : (
          <ButtonLink href={paths.signin} size="lg">
            <FormattedMessage id="textGenerator.signInToGenerate" />
          </ButtonLink>
        )}
      </Card>
    </form>
  );
}
