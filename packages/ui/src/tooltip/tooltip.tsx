import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  OverlayArrow,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './tooltip.css';

/** SPEC §9: a tooltip shows after the pointer rests this long on its trigger. */
export const TOOLTIP_DELAY_MS = 700;
/**
 * SPEC §9 names a 300 ms skip window. React Aria 1.22 cannot be set to it: useTooltipTriggerState
 * keeps tooltips "warm" for max(TOOLTIP_COOLDOWN = 500 ms, closeDelay) from the moment the pointer
 * leaves a trigger, and that constant is neither exported nor a prop (adobe/react-spectrum#9517).
 * So a neighbour opens at once for 500 ms after leaving, not 300 ms. This value is the closeDelay:
 * the tooltip stays up 300 ms after the pointer leaves, so it can be reached (WCAG 1.4.13).
 */
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The tooltip text. */
  content: ReactNode;
  /** The focusable element the tooltip describes (a Button, a Link...). */
  children: ReactNode;
  placement?: AriaTooltipProps['placement'];
  className?: string;
}

/** Shows on hover after 700 ms and at once on keyboard focus; Escape hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DELAY_MS,
  closeDelay = TOOLTIP_SKIP_DELAY_MS,
  className,
  ...props
}: TooltipProps) {
  return (
    <TooltipTrigger {...props} delay={delay} closeDelay={closeDelay}>
      {children}
      <AriaTooltip offset={8} placement={placement} className={clsx(styles.tooltip, className)}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
