import { clsx } from 'clsx';
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
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={clsx(styles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Input className={styles.input} placeholder={placeholder} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
