import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxButton,
} from 'react-aria-components';
import { withCheckboxBox } from '../checkbox/checkbox';
import { checkbox } from '../checkbox/checkbox.css';
import { type FieldChromeProps, FieldFooter } from '../field/field';
import * as styles from './checkbox-field.css';

export interface CheckboxFieldProps
  extends Omit<AriaCheckboxFieldProps, 'className' | 'children'>,
    Omit<FieldChromeProps, 'label'> {
  /** The checkbox's label: text, and links if need be (they flow as one sentence). */
  children: ReactNode;
  className?: string;
}

/**
 * A checkbox with the field chrome of every other field: a description and an error message
 * below it (React Aria's `Text slot="description"` and `FieldError`), both tied to the checkbox
 * by aria-describedby; when invalid the checkbox reports aria-invalid.
 */
export function CheckboxField({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxFieldProps) {
  return (
    <AriaCheckboxField {...props} className={clsx(styles.field, className)}>
      <CheckboxButton className={checkbox}>
        {withCheckboxBox(<span className={styles.labelText}>{children}</span>)}
      </CheckboxButton>
      <div className={styles.footer}>
        <FieldFooter description={description} errorMessage={errorMessage} />
      </div>
    </AriaCheckboxField>
  );
}
