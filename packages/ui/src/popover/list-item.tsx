import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  ListBoxItem,
  type ListBoxItemProps,
  Text,
  composeRenderProps,
} from 'react-aria-components';
import { CheckIcon } from '../icons/icons';
import * as styles from './popover.css';

export interface OptionProps extends Omit<ListBoxItemProps, 'children'> {
  children: ReactNode;
  description?: ReactNode;
}

/** An option of a Select or ComboBox list. `textValue` is needed when children is not a string. */
export function Option({ children, description, className, ...props }: OptionProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (cls) => clsx(styles.item, cls))}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.itemText}>
            <Text slot="label">{children}</Text>
            {description ? (
              <Text slot="description" className={styles.itemDescription}>
                {description}
              </Text>
            ) : null}
          </span>
          {isSelected ? (
            <span className={styles.check}>
              <CheckIcon />
            </span>
          ) : null}
        </>
      )}
    </ListBoxItem>
  );
}
