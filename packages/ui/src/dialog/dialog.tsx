import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Modal as AriaModal,
  Dialog,
  DialogTrigger,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../button/button';
import { useUiStrings } from '../i18n/ui-strings';
import { CloseIcon } from '../icons/icons';
import * as styles from './dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode;
  /** Optional line under the title. */
  description?: ReactNode;
  /** Content; a function gets `close`. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Buttons at the bottom; a function gets `close`. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** @default 'md' */
  size?: DialogSize;
  /** Accessible name of the close button. @default 'Close' in the locale's language */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog. Put it inside a `DialogTrigger` next to its trigger button, or control it with
 * isOpen/onOpenChange. Escape, a click on the backdrop and the close button close it; focus is
 * trapped inside and returns to the trigger; page scroll is locked.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel,
  isDismissable = true,
  className,
  ...props
}: ModalProps) {
  const strings = useUiStrings();
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <AriaModal className={clsx(styles.modal({ size }), className)}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {description ? <p className={styles.description}>{description}</p> : null}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  isIconOnly
                  aria-label={closeLabel ?? strings.close}
                  onPress={close}
                  className={styles.closeButton}
                >
                  <CloseIcon />
                </Button>
              </div>
              {children ? (
                <div className={styles.body}>
                  {typeof children === 'function' ? children({ close }) : children}
                </div>
              ) : null}
              {footer ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              ) : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export { DialogTrigger };
