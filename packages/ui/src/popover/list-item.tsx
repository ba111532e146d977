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

/**
 * An option of a Select or ComboBox list. `textValue` is needed when children is not a string;
 * `aria-label` names an option whose content is not its name.
 */
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
            {/* An option given its own aria-label (a code shown for a name, as "EN" for
                English) is announced by it: a label slot would name it by what it shows. */}
            {props['aria-label'] ? <span>{children}</span> : <Text slot="label">{children}</Text>}
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
