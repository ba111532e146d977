import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  composeRenderProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../icons/icons';
import * as styles from './checkbox.css';

export interface CheckboxProps extends AriaCheckboxProps {}

export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.checkbox, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (child, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
          </span>
          {child}
        </>
      ))}
    </AriaCheckbox>
  );
}
