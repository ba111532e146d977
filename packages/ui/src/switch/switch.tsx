import {
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './switch.css';

export interface SwitchProps extends AriaSwitchProps {}

export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.switchRoot, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (child) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {child}
        </>
      ))}
    </AriaSwitch>
  );
}
