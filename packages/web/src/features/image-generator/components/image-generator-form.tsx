import { zodResolver } from '@hookform/resolvers/zod';
import {
  ASPECT_RATIOS,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_GUIDANCE,
  DEFAULT_IMAGE_MODEL,
  DEFAULT_IMAGE_SIZE,
  DEFAULT_IMAGE_STYLE,
  GUIDANCE_MAX,
  GUIDANCE_MIN,
  IMAGE_MODELS,
  IMAGE_STYLES,
  imageCost,
  imageGenerationSchema,
} from '@lumen/domain';
import { Button, Card, Slider, Switch } from '@lumen/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import {
  aspectRatioMessages,
  imageModelMessages,
  imageStyleMessages,
} from '@/lib/i18n/domain-messages';
import {
  FormSelect,
  FormTextArea,
  type GeneratorFormProps,
  usePromptSubmit,
} from '@/components/generator-form/generator-form';
import { ImageSidePanel, ImageSizeCountFields } from '@/components/generator-form/image-fields';
import type { ImageRequest } from '@/features/image-generator/api/generate-image';
import { ModelChoice } from '@/components/generator-form/model-choice';
import { SegmentedChoice } from '@/components/generator-form/segmented-choice';
import { useModels } from '@/lib/api/models';
import { useRemix } from '@/lib/remix';
import * as styles from './image-generator.css';

/** The screen's form: the domain's request schema plus the ratio and the model to ask. */
export const imageFormSchema = imageGenerationSchema.extend({
  aspectRatio: z.enum(ASPECT_RATIOS),
  model: z.enum(IMAGE_MODELS),
});
type ImageFormInput = z.input<typeof imageFormSchema>;

/** Each quick idea: its button's label and the prompt it writes. */
const quickIdeas = [
  defineMessages({
    label: { id: 'imageGenerator.quickIdeas.idea1.label' },
    prompt: { id: 'imageGenerator.quickIdeas.idea1' },
  }),
  defineMessages({
    label: { id: 'imageGenerator.quickIdeas.idea2.label' },
    prompt: { id: 'imageGenerator.quickIdeas.idea2' },
  }),
  defineMessages({
    label: { id: 'imageGenerator.quickIdeas.idea3.label' },
    prompt: { id: 'imageGenerator.quickIdeas.idea3' },
  }),
  defineMessages({
    label: { id: 'imageGenerator.quickIdeas.idea4.label' },
    prompt: { id: 'imageGenerator.quickIdeas.idea4' },
  }),
];

export type ImageGeneratorFormProps = GeneratorFormProps<ImageRequest>;

export function ImageGeneratorForm({
  signedIn,
  balance,
  isPending,
  onGenerate,
  onEmptyPrompt,
}: ImageGeneratorFormProps) {
  const intl = useIntl();
  const models = useModels();
  const { control, handleSubmit, setValue, reset, getValues } = useForm<
    ImageFormInput,
    unknown,
    z.output<typeof imageFormSchema>
  >({
    resolver: zodResolver(imageFormSchema),
    mode: 'onTouched',
    defaultValues: {
      prompt: '',
      negativePrompt: '',
      size: DEFAULT_IMAGE_SIZE,
      style: DEFAULT_IMAGE_STYLE,
      count: 1,
      guidance: DEFAULT_GUIDANCE,
      aspectRatio: DEFAULT_ASPECT_RATIO,
      upscale: false,
      styleTransfer: false,
      model: DEFAULT_IMAGE_MODEL,
    },
  });
  // "Use this prompt": the item's prompt and settings from the address.
  useRemix(imageFormSchema, (values) => reset({ ...getValues(), ...values }));
  const [prompt, size, count, upscale, styleTransfer] = useWatch({
    control,
    name: ['prompt', 'size', 'count', 'upscale', 'styleTransfer'],
  });
  // The same rule the server debits with.
  const cost = imageCost({
    size: size ?? DEFAULT_IMAGE_SIZE,
    count: count ?? 1,
    upscale: upscale ?? false,
    styleTransfer: styleTransfer ?? false,
  });
  const available = (id: string) =>
    models.data?.image.find((model) => model.id === id)?.available ?? id === 'demo';
  // SPEC §5: the button waits for a prompt; a blank one (spaces) gets the 'Prompt Required' toast.
  const promptEmpty = (prompt ?? '') === '';

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
          label={intl.formatMessage({ id: 'imageGenerator.prompt' })}
          placeholder={intl.formatMessage({ id: 'imageGenerator.promptPlaceholder' })}
          rows={4}
        />
        <div className={styles.group}>
          <p className={styles.groupLabel}>
            <FormattedMessage id="imageGenerator.quickIdeas" />
          </p>
          <div className={styles.row}>
            {quickIdeas.map((idea) => (
              <Button
                key={idea.label.id}
                size="sm"
                variant="secondary"
                onPress={() =>
                  setValue('prompt', intl.formatMessage(idea.prompt), { shouldValidate: true })
                }
              >
                <FormattedMessage {...idea.label} />
              </Button>
            ))}
          </div>
        </div>
        <FormTextArea
          control={control}
          name="negativePrompt"
          label={intl.formatMessage({ id: 'imageGenerator.negativePrompt' })}
          placeholder={intl.formatMessage({ id: 'imageGenerator.negativePromptPlaceholder' })}
          rows={2}
        />
        <ImageSizeCountFields
          control={control}
          afterSize={
            <FormSelect
              control={control}
              name="style"
              label={intl.formatMessage({ id: 'imageGenerator.style' })}
              options={IMAGE_STYLES}
              optionLabel={(value) => intl.formatMessage(imageStyleMessages[value])}
            />
          }
        >
          <Controller
            control={control}
            name="guidance"
            render={({ field }) => (
              <Slider
                label={intl.formatMessage({ id: 'imageGenerator.creativity' })}
                minValue={GUIDANCE_MIN}
                maxValue={GUIDANCE_MAX}
                step={1}
                value={field.value ?? DEFAULT_GUIDANCE}
                onChange={field.onChange}
              />
            )}
          />
        </ImageSizeCountFields>
        <Controller
          control={control}
          name="aspectRatio"
          render={({ field }) => (
            <SegmentedChoice
              id="image-ratio-label"
              label={<FormattedMessage id="imageGenerator.aspectRatio" />}
              options={ASPECT_RATIOS}
              value={field.value}
              onChange={field.onChange}
              optionLabel={(ratio) => intl.formatMessage(aspectRatioMessages[ratio])}
            />
          )}
        />
        <div className={styles.group}>
          <p className={styles.groupLabel}>
            <FormattedMessage id="imageGenerator.advanced" />
          </p>
          <div className={styles.row}>
            <Controller
              control={control}
              name="upscale"
              render={({ field }) => (
                <Switch isSelected={Boolean(field.value)} onChange={field.onChange}>
                  <FormattedMessage id="imageGenerator.upscale" />
                </Switch>
              )}
            />
            <Controller
              control={control}
              name="styleTransfer"
              render={({ field }) => (
                <Switch isSelected={Boolean(field.value)} onChange={field.onChange}>
                  <FormattedMessage id="imageGenerator.styleTransfer" />
                </Switch>
              )}
            />
          </div>
        </div>
        <Controller
          control={control}
          name="model"
          render={({ field }) => (
            <ModelChoice
              id="image-model-label"
              label={<FormattedMessage id="imageGenerator.model" />}
              models={IMAGE_MODELS}
              value={field.value}
              onChange={field.onChange}
              available={available}
              known={Boolean(models.data)}
              modelName={(model) => intl.formatMessage(imageModelMessages[model])}
              unavailableNote={(model) => (
                <FormattedMessage id="imageGenerator.modelUnavailable" values={{ model }} />
              )}
            />
          )}
        />
      </Card>

      <ImageSidePanel
        cost={cost}
        balance={balance}
        signedIn={signedIn}
        isPending={isPending}
        promptEmpty={promptEmpty}
      />
    </form>
  );
}
