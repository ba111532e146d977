import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import * as fieldStyles from '../field/field.css';
import * as styles from './progress-bar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children'> {
  label?: ReactNode;
  /** Show the formatted value (e.g. '40%') next to the label. @default true */
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={clsx(styles.root, className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <Label className={fieldStyles.label}>{label}</Label> : <span />}
          {showValue && !isIndeterminate ? (
            <span className={styles.value}>{valueText}</span>
          ) : (
            <span />
          )}
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
