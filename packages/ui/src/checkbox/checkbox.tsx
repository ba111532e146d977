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
      {withCheckboxBox(children)}
    </AriaCheckbox>
  );
}

/** Puts the drawn box (check, dash or empty) before a checkbox's label content. */
export function withCheckboxBox(children: AriaCheckboxProps['children']) {
  return composeRenderProps(children, (child, { isSelected, isIndeterminate }) => (
    <>
      <span className={styles.box} aria-hidden="true">
        {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
      </span>
      {child}
    </>
  ));
}
