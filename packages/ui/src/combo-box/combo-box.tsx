import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
  Popover,
} from 'react-aria-components';
import { type FieldChromeProps, FieldFooter, FieldLabel } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { ChevronDownIcon } from '../icons/icons';
import * as popoverStyles from '../popover/popover.css';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'children'>,
    FieldChromeProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /** Shown when the typed text matches nothing. @default 'No results found' */
  emptyText?: ReactNode;
  className?: string;
}

/** A searchable select: typing filters the options, arrow keys move, Enter picks. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  emptyText = 'No results found',
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox allowsEmptyCollection {...props} className={clsx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.innerInput} placeholder={placeholder} />
        <Button className={fieldStyles.fieldButton}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={popoverStyles.popover}>
        <ListBox
          className={popoverStyles.list}
          items={items}
          renderEmptyState={() => <div className={popoverStyles.empty}>{emptyText}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
