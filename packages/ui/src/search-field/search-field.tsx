import { clsx } from 'clsx';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { type FieldChromeProps, FieldFooter, FieldLabel } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { CloseIcon, SearchIcon } from '../icons/icons';
import * as styles from './search-field.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className'>,
    FieldChromeProps {
  placeholder?: string;
  className?: string;
  /** Accessible name of the clear button. @default 'Clear search' */
  clearLabel?: string;
}

/** A search input: Enter submits (onSubmit), Escape or the clear button empties it. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  clearLabel = 'Clear search',
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={clsx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <span className={styles.icon}>
          <SearchIcon />
        </span>
        <Input className={clsx(fieldStyles.innerInput, styles.input)} placeholder={placeholder} />
        <Button className={clsx(fieldStyles.fieldButton, styles.clear)} aria-label={clearLabel}>
          <CloseIcon />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
