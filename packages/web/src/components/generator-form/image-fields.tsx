import { IMAGE_MAX_COUNT, IMAGE_MIN_COUNT, IMAGE_SIZES, type ImageSize } from '@lumen/domain';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '@/components/layout/generator-layout.css';
import { imageSizeMessages } from '@/lib/i18n/domain-messages';
import { FormCountField, FormSelect } from './generator-form';
import { GeneratorSidePanel, type GeneratorSidePanelProps } from './generator-side-panel';

/** A form with an image's size and count, as the image generator and the image edit have. */
type WithSizeAndCount = FieldValues & { size?: ImageSize; count?: number };

export interface ImageSizeCountFieldsProps<T extends WithSizeAndCount> {
  control: Control<T>;
  /** Fields a form shows between the size and the count (the generator's style). */
  afterSize?: ReactNode;
  /** Fields a form shows after the count (the generator's creativity). */
  children?: ReactNode;
}

/** The image forms' field grid: the size, how many, and the form's own fields among them. */
export function ImageSizeCountFields<T extends WithSizeAndCount>({
  control,
  afterSize,
  children,
}: ImageSizeCountFieldsProps<T>) {
  const intl = useIntl();
  return (
    <div className={styles.fieldGrid}>
      <FormSelect
        control={control}
        // Both names are in T by its bound; TypeScript cannot see a generic's paths.
        name={'size' as FieldPath<T>}
        label={intl.formatMessage({ id: 'imageGenerator.size' })}
        options={IMAGE_SIZES}
        optionLabel={(value) => intl.formatMessage(imageSizeMessages[value])}
      />
      {afterSize}
      <FormCountField
        control={control}
        name={'count' as FieldPath<T>}
        label={intl.formatMessage({ id: 'imageGenerator.count' })}
        minValue={IMAGE_MIN_COUNT}
        maxValue={IMAGE_MAX_COUNT}
      />
      {children}
    </div>
  );
}

export type ImageSidePanelProps = Pick<
  GeneratorSidePanelProps,
  'cost' | 'balance' | 'signedIn' | 'isPending' | 'promptEmpty'
>;

/** The image forms' side column: the cost card with the image wording and Generate. */
export function ImageSidePanel(props: ImageSidePanelProps) {
  return (
    <div className={styles.side}>
      <GeneratorSidePanel
        {...props}
        testIdPrefix="image"
        notEnough={(count) => <FormattedMessage id="imageGenerator.notEnough" values={{ count }} />}
        generate={<FormattedMessage id="imageGenerator.generate" />}
        generating={<FormattedMessage id="imageGenerator.generating" />}
        signInToGenerate={<FormattedMessage id="imageGenerator.signInToGenerate" />}
      />
    </div>
  );
}
