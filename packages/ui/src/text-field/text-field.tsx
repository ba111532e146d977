import { clsx } from 'clsx';
import type { Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { type FieldChromeProps, FieldFooter, FieldLabel } from '../field/field';
import * as styles from '../field/field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className'>, FieldChromeProps {
  placeholder?: string;
  className?: string;
  /** The input element itself (the field's own `ref` is its wrapper). */
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={clsx(styles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
