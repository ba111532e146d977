import {
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import * as buttonStyles from '../button/button.css';
import type { ButtonSize, ButtonVariant } from '../button/button';
import * as styles from './button-link.css';

export interface ButtonLinkProps extends AriaLinkProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Square link holding only an icon: give it an aria-label. */
  isIconOnly?: boolean;
  fullWidth?: boolean;
}

/**
 * A link that looks like a button: for navigation (it is announced and behaves as a link, so it
 * opens in a new tab, shows its URL, and routes client-side through React Aria's RouterProvider).
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  isIconOnly = false,
  fullWidth = false,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (cls) =>
        [buttonStyles.button({ variant, size, iconOnly: isIconOnly, fullWidth }), styles.link, cls]
          .filter(Boolean)
          .join(' '),
      )}
    >
      {composeRenderProps(children, (child) => (
        <span className={buttonStyles.content}>{child}</span>
      ))}
    </AriaLink>
  );
}
