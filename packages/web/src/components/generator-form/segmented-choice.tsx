import { Segment, SegmentedControl } from '@lumen/ui';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import * as styles from './segmented-choice.css';

export interface SegmentedChoiceProps<V extends string | number> {
  /** The label's id: the control is named by it (aria-labelledby). */
  id: string;
  label: ReactNode;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
  optionLabel: (value: V) => ReactNode;
  isOptionDisabled?: (value: V) => boolean;
  /** Shown under the control, inside the group (notes on the options). */
  children?: ReactNode;
}

/**
 * The generators' one-of-a-few choices (ratio, duration, format, model): a label above a
 * segmented control named by it. Numbers are keyed by their text and handed back as numbers.
 */
export function SegmentedChoice<V extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  optionLabel,
  isOptionDisabled,
  children,
}: SegmentedChoiceProps<V>) {
  return (
    <div className={styles.group}>
      <p className={styles.label} id={id}>
        {label}
      </p>
      <SegmentedControl
        aria-labelledby={id}
        selectedKey={String(value)}
        onSelectionChange={(key) => {
          const next = options.find((option) => String(option) === String(key));
          if (next !== undefined) onChange(next);
        }}
      >
        {options.map((option) => (
          <Segment key={option} id={String(option)} isDisabled={isOptionDisabled?.(option)}>
            {optionLabel(option)}
          </Segment>
        ))}
      </SegmentedControl>
      {children}
    </div>
  );
}

export type FormSegmentedChoiceProps<T extends FieldValues, V extends string | number> = Omit<
  SegmentedChoiceProps<V>,
  'value' | 'onChange'
> & { control: Control<T>; name: FieldPath<T> };

/** A segmented choice bound to react-hook-form by control and name. */
export function FormSegmentedChoice<T extends FieldValues, V extends string | number>({
  control,
  name,
  ...choice
}: FormSegmentedChoiceProps<T, V>) {
  const { field } = useController({ control, name });
  return <SegmentedChoice {...choice} value={field.value as V} onChange={field.onChange} />;
}
