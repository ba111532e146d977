import { clsx } from 'clsx';
import { useContext, useEffect } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
  NumberFieldStateContext,
} from 'react-aria-components';
import { type FieldChromeProps, FieldFooter, FieldLabel } from '../field/field';
import * as styles from '../field/field.css';
import { MinusIcon, PlusIcon } from '../icons/icons';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className'>,
    FieldChromeProps {
  placeholder?: string;
  className?: string;
  /**
   * Fires `onChange` as each digit is typed (clamped to min and max), not only on blur or Enter,
   * for fields whose value is shown elsewhere as it changes (a cost). Meant for whole numbers with
   * a minimum of 0 or more, where every non-empty input the field accepts is a number.
   */
  commitWhileTyping?: boolean;
}

/** Commits the typed text whenever it changes; an emptied field waits for more typing or blur. */
function CommitWhileTyping() {
  const state = useContext(NumberFieldStateContext);
  const inputValue = state?.inputValue ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new text, not each render of the state object.
  useEffect(() => {
    if (inputValue !== '') state?.commit();
  }, [inputValue]);
  return null;
}

/** A number input with stepper buttons (their labels come localised from React Aria). */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  commitWhileTyping = false,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={clsx(styles.field, className)}>
      {commitWhileTyping ? <CommitWhileTyping /> : null}
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
