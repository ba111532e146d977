import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Modal as AriaModal,
  Dialog,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../button/button';
import * as dialogStyles from '../dialog/dialog.css';
import { useUiStrings } from '../i18n/ui-strings';
import { CloseIcon } from '../icons/icons';
import * as styles from './drawer.css';

export interface DrawerProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode;
  /** Content; a function gets `close`. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Accessible name of the close button. @default 'Close' in the locale's language */
  closeLabel?: string;
  className?: string;
}

/**
 * A panel that slides in from the right (navigation on mobile, details). Escape, a click on the
 * backdrop and the close button close it; the page behind does not scroll while it is open.
 * Use inside a `DialogTrigger` or control it with isOpen/onOpenChange.
 */
export function Drawer({ title, children, footer, closeLabel, className, ...props }: DrawerProps) {
  const strings = useUiStrings();
  return (
    <ModalOverlay {...props} isDismissable className={styles.overlay}>
      <AriaModal className={clsx(styles.drawer, className)}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={dialogStyles.title}>
                  {title}
                </Heading>
                <Button
                  variant="ghost"
                  size="sm"
                  isIconOnly
                  aria-label={closeLabel ?? strings.close}
                  onPress={close}
                >
                  <CloseIcon />
                </Button>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
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
