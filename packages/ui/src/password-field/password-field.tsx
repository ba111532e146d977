import { clsx } from 'clsx';
import { type Ref, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { type FieldChromeProps, FieldFooter, FieldLabel } from '../field/field';
import * as styles from '../field/field.css';
import { EyeIcon, EyeOffIcon } from '../icons/icons';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'type'>,
    FieldChromeProps {
  placeholder?: string;
  className?: string;
  /** Accessible name of the reveal button while hidden. @default 'Show password' */
  showLabel?: string;
  /** Accessible name of the reveal button while shown. @default 'Hide password' */
  hideLabel?: string;
  /** The input element itself (the field's own `ref` is its wrapper). */
  inputRef?: Ref<HTMLInputElement>;
}

export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  inputRef,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      className={clsx(styles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.control} isInvalid={props.isInvalid} isDisabled={props.isDisabled}>
        <Input ref={inputRef} className={styles.innerInput} placeholder={placeholder} />
        <Button
          className={styles.fieldButton}
          aria-label={isVisible ? hideLabel : showLabel}
          aria-pressed={isVisible}
          onPress={() => setVisible((v) => !v)}
          isDisabled={props.isDisabled}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
