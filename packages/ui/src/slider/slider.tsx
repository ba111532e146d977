import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  Label,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import * as fieldStyles from '../field/field.css';
import * as styles from './slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'className' | 'children'> {
  label?: ReactNode;
  className?: string;
}

/** A single-value slider: arrow keys step, Home/End jump to the ends. */
export function Slider({ label, className, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} className={clsx(styles.slider, className)}>
      {label ? <Label className={fieldStyles.label}>{label}</Label> : <span />}
      <SliderOutput className={styles.output} />
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <span
              className={styles.fill}
              style={{ width: `${state.getThumbPercent(0) * 100}%` }}
              aria-hidden="true"
            />
            <SliderThumb className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
