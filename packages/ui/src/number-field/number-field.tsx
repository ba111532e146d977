import { clsx } from 'clsx';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { type FieldChromeProps, FieldFooter, FieldLabel } from '../field/field';
import * as styles from '../field/field.css';
import { MinusIcon, PlusIcon } from '../icons/icons';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className'>,
    FieldChromeProps {
  placeholder?: string;
  className?: string;
}

/** A number input with stepper buttons (their labels come localised from React Aria). */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={clsx(styles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.control}>
        <Button slot="decrement" className={styles.fieldButton}>
          <MinusIcon />
        </Button>
        <Input className={styles.innerInput} placeholder={placeholder} />
        <Button slot="increment" className={styles.fieldButton}>
          <PlusIcon />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
