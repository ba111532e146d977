import {
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './link.css';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends AriaLinkProps {
  /** @default 'inline' */
  variant?: LinkVariant;
}

/** A link. Client-side routing goes through React Aria's RouterProvider, set up by the app. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.link({ variant }), cls].filter(Boolean).join(' '),
      )}
    />
  );
}
