import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { Spinner } from '../spinner/spinner';
import * as styles from './button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'destructive'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Square button holding only an icon: give it an aria-label. */
  isIconOnly?: boolean;
  fullWidth?: boolean;
  /** Shows a spinner and blocks presses while keeping the button focusable. Alias of isPending. */
  isLoading?: boolean;
  /** Accessible name of the loading spinner. @default 'Loading…' in the locale's language */
  loadingLabel?: string;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isIconOnly = false,
  fullWidth = false,
  isLoading,
  isPending,
  loadingLabel,
  className,
  children,
  ...props
}: ButtonProps) {
  const pending = isPending ?? isLoading ?? false;
  return (
    <AriaButton
      {...props}
      isPending={pending}
      className={composeRenderProps(className, (cls) =>
        [styles.button({ variant, size, iconOnly: isIconOnly, fullWidth }), cls]
          .filter(Boolean)
          .join(' '),
      )}
    >
      {composeRenderProps(children, (child, { isPending: showSpinner }) => (
        <>
          <span className={styles.content}>{child}</span>
          {showSpinner && <Spinner size="sm" label={loadingLabel} className={styles.spinner} />}
        </>
      ))}
    </AriaButton>
  );
}
