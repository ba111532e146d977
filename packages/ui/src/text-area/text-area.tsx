import { clsx } from 'clsx';
import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { type FieldChromeProps, FieldFooter, FieldLabel } from '../field/field';
import * as fieldStyles from '../field/field.css';
import * as styles from './text-area.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className'>, FieldChromeProps {
  placeholder?: string;
  /** Visible rows. @default 4 */
  rows?: number;
  className?: string;
  /** The textarea element itself (the field's own `ref` is its wrapper). */
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  inputRef,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={clsx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea
        ref={inputRef}
        className={clsx(fieldStyles.input, styles.textArea)}
        placeholder={placeholder}
        rows={rows}
      />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
