import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_VIDEO_ASPECT_RATIO,
  DEFAULT_VIDEO_DURATION,
  DEFAULT_VIDEO_MODEL,
  VIDEO_ASPECT_RATIOS,
  VIDEO_DURATIONS,
  VIDEO_MODELS,
  type VideoModel,
  videoCost,
  videoGenerationSchema,
} from '@lumen/domain';
import { Card } from '@lumen/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRemix } from '@/lib/remix';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import {
  FormTextArea,
  type GeneratorFormProps,
  usePromptSubmit,
} from '@/components/generator-form/generator-form';
import { GeneratorSidePanel } from '@/components/generator-form/generator-side-panel';
import type { VideoRequest } from '@/features/video-generator/api/start-video';
import { ModelChoice } from '@/components/generator-form/model-choice';
import { SegmentedChoice } from '@/components/generator-form/segmented-choice';
import { useModels } from '@/lib/api/models';
import * as styles from './video-generator.css';

export const videoModelMessages = defineMessages({
  demo: { id: 'videoGenerator.model.demo' },
  gemini: { id: 'videoGenerator.model.gemini' },
}) satisfies Record<VideoModel, unknown>;

const ratioMessages = defineMessages({
  '16:9': { id: 'videoGenerator.aspectRatio.16:9' },
  '9:16': { id: 'videoGenerator.aspectRatio.9:16' },
});

type VideoFormInput = z.input<typeof videoGenerationSchema>;

/** Pending while starting or while a started video runs: one video at a time. */
export type VideoGeneratorFormProps = GeneratorFormProps<VideoRequest>;

export function VideoGeneratorForm({
  signedIn,
  balance,
  isPending,
  onGenerate,
  onEmptyPrompt,
}: VideoGeneratorFormProps) {
  const intl = useIntl();
  const models = useModels();
  const { control, handleSubmit, reset, getValues } = useForm<
    VideoFormInput,
    unknown,
    z.output<typeof videoGenerationSchema>
  >({
    resolver: zodResolver(videoGenerationSchema),
    mode: 'onTouched',
    defaultValues: {
      prompt: '',
      negativePrompt: '',
      durationSeconds: DEFAULT_VIDEO_DURATION,
      aspectRatio: DEFAULT_VIDEO_ASPECT_RATIO,
      model: DEFAULT_VIDEO_MODEL,
    },
  });
  // "Use this prompt": the item's prompt and settings from the address.
  useRemix(videoGenerationSchema, (values) => reset({ ...getValues(), ...values }));
  const [prompt, durationSeconds] = useWatch({ control, name: ['prompt', 'durationSeconds'] });
  // The same rule the server debits with.
  const cost = videoCost({ durationSeconds: durationSeconds ?? DEFAULT_VIDEO_DURATION });
  const available = (id: string) =>
    models.data?.video?.find((model) => model.id === id)?.available ?? id === 'demo';
  const submit = handleSubmit((values) =>
    onGenerate({
      ...values,
      negativePrompt: values.negativePrompt ? values.negativePrompt : undefined,
    }),
  );
  const onSubmit = usePromptSubmit(prompt, submit, onEmptyPrompt);

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <Card className={styles.form}>
        <FormTextArea
          control={control}
          name="prompt"
          label={intl.formatMessage({ id: 'videoGenerator.prompt' })}
          placeholder={intl.formatMessage({ id: 'videoGenerator.promptPlaceholder' })}
          rows={4}
        />
        <FormTextArea
          control={control}
          name="negativePrompt"
          label={intl.formatMessage({ id: 'videoGenerator.negativePrompt' })}
          placeholder={intl.formatMessage({ id: 'videoGenerator.negativePromptPlaceholder' })}
          rows={2}
        />
        <Controller
          control={control}
          name="durationSeconds"
          render={({ field }) => (
            <SegmentedChoice
              id="video-duration-label"
              label={<FormattedMessage id="videoGenerator.duration" />}
              options={VIDEO_DURATIONS}
              value={field.value ?? DEFAULT_VIDEO_DURATION}
              onChange={field.onChange}
              optionLabel={(seconds) => (
                <FormattedMessage id="videoGenerator.seconds" values={{ seconds }} />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="aspectRatio"
          render={({ field }) => (
            <SegmentedChoice
              id="video-ratio-label"
              label={<FormattedMessage id="videoGenerator.aspectRatio" />}
              options={VIDEO_ASPECT_RATIOS}
              value={field.value ?? DEFAULT_VIDEO_ASPECT_RATIO}
              onChange={field.onChange}
              optionLabel={(ratio) => intl.formatMessage(ratioMessages[ratio])}
            />
          )}
        />
        <Controller
          control={control}
          name="model"
          render={({ field }) => (
            <ModelChoice
              id="video-model-label"
              label={<FormattedMessage id="videoGenerator.modelLabel" />}
              models={VIDEO_MODELS}
              value={field.value ?? DEFAULT_VIDEO_MODEL}
              onChange={field.onChange}
              available={available}
              known={Boolean(models.data)}
              modelName={(model) => intl.formatMessage(videoModelMessages[model])}
              unavailableNote={(model) => (
                <FormattedMessage id="videoGenerator.modelUnavailable" values={{ model }} />
              )}
            />
          )}
        />
      </Card>

      <div className={styles.side}>
        <GeneratorSidePanel
          cost={cost}
          balance={balance}
          testIdPrefix="video"
          notEnough={(count) => (
            <FormattedMessage id="videoGenerator.notEnough" values={{ count }} />
          )}
          signedIn={signedIn}
          isPending={isPending}
          promptEmpty={(prompt ?? '') === ''}
          generate={<FormattedMessage id="videoGenerator.generate" />}
          generating={<FormattedMessage id="videoGenerator.generating" />}
          signInToGenerate={<FormattedMessage id="videoGenerator.signInToGenerate" />}
        />
      </div>
    </form>
  );
}
