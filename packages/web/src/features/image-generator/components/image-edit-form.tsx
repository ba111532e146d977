import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_IMAGE_SIZE, imageGenerationSchema } from '@lumen/domain';
import { Card } from '@lumen/ui';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { type EditRequest, derivedCost } from '@/components/image-derivation/derive-api';
import {
  FormTextArea,
  type GeneratorFormProps,
  usePromptSubmit,
} from '@/components/generator-form/generator-form';
import { ImageSidePanel, ImageSizeCountFields } from '@/components/generator-form/image-fields';
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
        <ImageSizeCountFields control={control} />
      </Card>
      <ImageSidePanel
        cost={cost}
        balance={balance}
        signedIn={signedIn}
        isPending={isPending}
        promptEmpty={(prompt ?? '') === ''}
      />
    </form>
  );
}
