import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_IMAGE_SIZE,
  IMAGE_MAX_COUNT,
  IMAGE_MIN_COUNT,
  IMAGE_SIZES,
  imageGenerationSchema,
} from '@lumen/domain';
import { Card } from '@lumen/ui';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { type EditRequest, derivedCost } from '@/components/image-derivation/derive-api';
import {
  FormCountField,
  FormSelect,
  FormTextArea,
  type GeneratorFormProps,
  usePromptSubmit,
} from '@/components/generator-form/generator-form';
import { GeneratorSidePanel } from '@/components/generator-form/generator-side-panel';
import { imageSizeMessages } from '@/lib/i18n/domain-messages';
import * as styles from './image-generator.css';

/** An edit's fields: the instruction (the prompt's rules), the size and the count. */
export const imageEditFormSchema = imageGenerationSchema.pick({
  prompt: true,
  size: true,
  count: true,
});
type EditFormInput = z.input<typeof imageEditFormSchema>;

export interface ImageEditFormProps extends GeneratorFormProps<EditRequest> {
  /** The picture the instruction changes. */
  sourceUrl: string;
}

/** The image generator with an input picture: what should change, the size, how many, the cost. */
export function ImageEditForm({
  sourceUrl,
  signedIn,
  balance,
  isPending,
  onGenerate,
  onEmptyPrompt,
}: ImageEditFormProps) {
  const intl = useIntl();
  const { control, handleSubmit } = useForm<
    EditFormInput,
    unknown,
    z.output<typeof imageEditFormSchema>
  >({
    resolver: zodResolver(imageEditFormSchema),
    mode: 'onTouched',
    defaultValues: { prompt: '', size: DEFAULT_IMAGE_SIZE, count: 1 },
  });
  const [prompt, size, count] = useWatch({ control, name: ['prompt', 'size', 'count'] });
  // The same rule the server debits with.
  const cost = derivedCost({ size: size ?? DEFAULT_IMAGE_SIZE, count: count ?? 1 });
  const submit = handleSubmit((values) => onGenerate({ ...values, source: { url: sourceUrl } }));
  const onSubmit = usePromptSubmit(prompt, submit, onEmptyPrompt);

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <Card className={styles.form}>
        <FormTextArea
          control={control}
          name="prompt"
          label={intl.formatMessage({ id: 'imageEdit.instruction' })}
          placeholder={intl.formatMessage({ id: 'imageEdit.instructionPlaceholder' })}
          rows={3}
        />
        <div className={styles.fieldGrid}>
          <FormSelect
            control={control}
            name="size"
            label={intl.formatMessage({ id: 'imageGenerator.size' })}
            options={IMAGE_SIZES}
            optionLabel={(value) => intl.formatMessage(imageSizeMessages[value])}
          />
          <FormCountField
            control={control}
            name="count"
            label={intl.formatMessage({ id: 'imageGenerator.count' })}
            minValue={IMAGE_MIN_COUNT}
            maxValue={IMAGE_MAX_COUNT}
          />
        </div>
      </Card>
      <div className={styles.side}>
        <GeneratorSidePanel
          cost={cost}
          balance={balance}
          testIdPrefix="image"
          notEnough={(missing) => (
            <FormattedMessage id="imageGenerator.notEnough" values={{ count: missing }} />
          )}
          signedIn={signedIn}
          isPending={isPending}
          promptEmpty={(prompt ?? '') === ''}
          generate={<FormattedMessage id="imageGenerator.generate" />}
          generating={<FormattedMessage id="imageGenerator.generating" />}
          signInToGenerate={<FormattedMessage id="imageGenerator.signInToGenerate" />}
        />
      </div>
    </form>
  );
}
