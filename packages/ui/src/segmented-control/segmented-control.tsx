import { clsx } from 'clsx';
import type { Key } from 'react-aria-components';
import {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './segmented-control.css';

export interface SegmentedControlProps
  extends Omit<
    ToggleButtonGroupProps,
    | 'selectionMode'
    | 'selectedKeys'
    | 'defaultSelectedKeys'
    | 'onSelectionChange'
    | 'disallowEmptySelection'
    | 'className'
  > {
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  className?: string;
}

/**
 * One choice out of a few, shown side by side (size, aspect ratio, currency). Arrow keys move
 * between segments; Enter or Space picks. Give it an aria-label.
 */
export function SegmentedControl({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  ...props
}: SegmentedControlProps) {
  return (
    <ToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedKey === undefined ? undefined : [selectedKey]}
      defaultSelectedKeys={defaultSelectedKey === undefined ? undefined : [defaultSelectedKey]}
      onSelectionChange={(keys) => {
        const [first] = keys;
        if (first !== undefined) onSelectionChange?.(first);
      }}
      className={clsx(styles.group, className)}
    />
  );
}

export interface SegmentProps extends ToggleButtonProps {}

export function Segment({ className, ...props }: SegmentProps) {
  return (
    <ToggleButton
      {...props}
      className={composeRenderProps(className, (cls) => clsx(styles.segment, cls))}
    />
  );
}
