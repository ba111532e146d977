import { clsx } from 'clsx';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  Popover,
  SelectValue,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { type FieldChromeProps, FieldFooter, FieldLabel } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { ChevronDownIcon } from '../icons/icons';
import * as popoverStyles from '../popover/popover.css';
import * as styles from './select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'children'>,
    FieldChromeProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/** A single-choice dropdown list. Options are `<Option id>`s (or a render function of `items`). */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={clsx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={popoverStyles.popover}>
        <ListBox className={popoverStyles.list} items={items}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
