import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_VOICE_FORMAT,
  DEFAULT_VOICE_LANGUAGE,
  DEFAULT_VOICE_MODEL,
  DEFAULT_VOICE_SPEED,
  defaultVoiceOf,
  isVoiceOf,
  VOICE_FORMATS,
  VOICE_LANGUAGES,
  VOICE_MODELS,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
  VOICE_SPEED_STEP,
  VOICE_TEXT_MAX_LENGTH,
  VOICES,
  type VoiceGenerationRequest,
  type VoiceLanguage,
  type VoiceName,
  voiceCost,
  voiceGenerationSchema,
} from '@lumen/domain';
import { Card, Option, Select, Slider } from '@lumen/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRemix } from '@/lib/remix';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import {
  FormTextArea,
  type GeneratorFormProps,
  usePromptSubmit,
} from '@/components/generator-form/generator-form';
import { GeneratorSidePanel } from '@/components/generator-form/generator-side-panel';
import { ModelChoice } from '@/components/generator-form/model-choice';
import { SegmentedChoice } from '@/components/generator-form/segmented-choice';
import { useModels } from '@/lib/api/models';
import { useLocale } from '@/lib/i18n/locale-provider';
import * as styles from './voice-generator.css';
import {
  voiceDescriptionMessages,
  voiceFormatMessages,
  voiceLanguageMessages,
  voiceModelMessages,
} from './voice-messages';

type VoiceFormInput = z.input<typeof voiceGenerationSchema>;

/** An empty text is reported through `onEmptyPrompt` (the 'Text Required' toast). */
export type VoiceGeneratorFormProps = GeneratorFormProps<VoiceGenerationRequest>;

export function VoiceGeneratorForm({
  signedIn,
  balance,
  isPending,
  onGenerate,
  onEmptyPrompt,
}: VoiceGeneratorFormProps) {
  const intl = useIntl();
  const models = useModels();
  // The studio's language is the speech's first guess (both are en or es).
  const startLanguage: VoiceLanguage =
    useLocale().language === 'es' ? 'es' : DEFAULT_VOICE_LANGUAGE;
  const { control, handleSubmit, getValues, setValue, reset } = useForm<
    VoiceFormInput,
    unknown,
    VoiceGenerationRequest
  >({
    resolver: zodResolver(voiceGenerationSchema),
    mode: 'onTouched',
    defaultValues: {
      text: '',
      language: startLanguage,
      voice: defaultVoiceOf(startLanguage),
      speed: DEFAULT_VOICE_SPEED,
      format: DEFAULT_VOICE_FORMAT,
      model: DEFAULT_VOICE_MODEL,
    },
  });
  // "Use this prompt": the item's text and settings from the address.
  useRemix(voiceGenerationSchema, (values) => reset({ ...getValues(), ...values }));
  const [text, language] = useWatch({ control, name: ['text', 'language'] });
  const spoken = text ?? '';
  const currentLanguage: VoiceLanguage = language ?? startLanguage;
  // The same rule the server debits with, over the text it will receive (trimmed).
  const cost = voiceCost({ characters: spoken.trim().length });
  const available = (id: string) =>
    models.data?.voice?.find((model) => model.id === id)?.available ?? id === 'demo';

  const submit = handleSubmit(onGenerate);
  const onSubmit = usePromptSubmit(spoken, submit, onEmptyPrompt);

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <Card className={styles.stack}>
        <FormTextArea
          control={control}
          name="text"
          label={intl.formatMessage({ id: 'voiceGenerator.text' })}
          placeholder={intl.formatMessage({ id: 'voiceGenerator.textPlaceholder' })}
          description={intl.formatMessage(
            { id: 'voiceGenerator.characters' },
            { count: spoken.length, max: VOICE_TEXT_MAX_LENGTH },
          )}
          maxLength={VOICE_TEXT_MAX_LENGTH}
          rows={7}
        />
        <div className={styles.fieldGrid}>
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Select
                label={intl.formatMessage({ id: 'voiceGenerator.language' })}
                selectedKey={field.value ?? startLanguage}
                onSelectionChange={(key) => {
                  const next = key as VoiceLanguage;
                  field.onChange(next);
                  // Each language has its own voices: the choice moves to the new one's first.
                  if (!isVoiceOf(next, getValues('voice'))) {
                    setValue('voice', defaultVoiceOf(next));
                  }
                }}
              >
                {VOICE_LANGUAGES.map((value) => (
                  <Option key={value} id={value}>
                    {intl.formatMessage(voiceLanguageMessages[value])}
                  </Option>
                ))}
              </Select>
            )}
          />
          <Controller
            control={control}
            name="voice"
            render={({ field }) => {
              const voice: VoiceName = isVoiceOf(currentLanguage, field.value)
                ? field.value
                : defaultVoiceOf(currentLanguage);
              return (
                <Select
                  label={intl.formatMessage({ id: 'voiceGenerator.voice' })}
                  description={intl.formatMessage(voiceDescriptionMessages[voice])}
                  selectedKey={voice}
                  onSelectionChange={(key) => field.onChange(key)}
                >
                  {VOICES[currentLanguage].map((option) => (
                    <Option
                      key={option.id}
                      id={option.id}
                      textValue={option.id}
                      description={intl.formatMessage(voiceDescriptionMessages[option.id])}
                    >
                      {option.id}
                    </Option>
                  ))}
                </Select>
              );
            }}
          />
        </div>
        <Controller
          control={control}
          name="speed"
          render={({ field }) => (
            <Slider
              label={intl.formatMessage({ id: 'voiceGenerator.speed' })}
              minValue={VOICE_SPEED_MIN}
              maxValue={VOICE_SPEED_MAX}
              step={VOICE_SPEED_STEP}
              formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
              value={field.value ?? DEFAULT_VOICE_SPEED}
              onChange={(value) => field.onChange(value)}
            />
          )}
        />
        <Controller
          control={control}
          name="format"
          render={({ field }) => (
            <SegmentedChoice
              id="voice-format-label"
              label={<FormattedMessage id="voiceGenerator.format" />}
              options={VOICE_FORMATS}
              value={field.value ?? DEFAULT_VOICE_FORMAT}
              onChange={field.onChange}
              optionLabel={(format) => intl.formatMessage(voiceFormatMessages[format])}
            />
          )}
        />
        <Controller
          control={control}
          name="model"
          render={({ field }) => (
            <ModelChoice
              id="voice-model-label"
              label={<FormattedMessage id="voiceGenerator.model" />}
              models={VOICE_MODELS}
              value={field.value ?? DEFAULT_VOICE_MODEL}
              onChange={field.onChange}
              available={available}
              known={Boolean(models.data)}
              modelName={(model) => intl.formatMessage(voiceModelMessages[model])}
              unavailableNote={(model) => (
                <FormattedMessage id="voiceGenerator.modelUnavailable" values={{ model }} />
              )}
            />
          )}
        />
      </Card>
      <GeneratorSidePanel
        cost={cost}
        balance={balance}
        testIdPrefix="voice"
        notEnough={(count) => <FormattedMessage id="voiceGenerator.notEnough" values={{ count }} />}
        signedIn={signedIn}
        isPending={isPending}
        promptEmpty={spoken === ''}
        generate={<FormattedMessage id="voiceGenerator.generate" />}
        generating={<FormattedMessage id="voiceGenerator.generating" />}
        signInToGenerate={<FormattedMessage id="voiceGenerator.signInToGenerate" />}
        loadingLabel={intl.formatMessage({ id: 'app.loading' })}
      />
    </form>
  );
}
