import type { ReactNode } from 'react';
import {
  Modal as AriaModal,
  Dialog,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../button/button';
import * as styles from '../dialog/dialog.css';

export const alertDialogVariants = ['destructive', 'primary'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export interface AlertDialogProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'isDismissable'> {
  title: ReactNode;
  /** The question or consequence, e.g. 'This text will be deleted.' */
  children?: ReactNode;
  confirmLabel: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** @default 'destructive' */
  variant?: AlertDialogVariant;
  /** Runs on confirm; the dialog closes when it resolves (and stays open if it throws). */
  onConfirm: () => void | Promise<void>;
  /** Shows the confirm button as loading. */
  isConfirmLoading?: boolean;
}

/**
 * A confirmation (role alertdialog). Only the buttons or Escape close it: a click outside does
 * not, so a destructive action is never confirmed or cancelled by accident. Focus starts on
 * Cancel.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'destructive',
  onConfirm,
  isConfirmLoading = false,
  ...props
}: AlertDialogProps) {
  return (
    <ModalOverlay {...props} isDismissable={false} className={styles.overlay}>
      <AriaModal className={styles.modal({ size: 'sm' })}>
        <Dialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {children ? <div className={styles.description}>{children}</div> : null}
              <div className={styles.footer}>
                <Button variant="secondary" onPress={close} autoFocus>
                  {cancelLabel}
                </Button>
                <Button
                  variant={variant}
                  isLoading={isConfirmLoading}
                  onPress={async () => {
                    try {
                      await onConfirm();
                    } catch {
                      // The caller shows why inside the dialog, which stays open for another try;
                      // nothing else could catch a rejection thrown from a button's press.
                      return;
                    }
                    close();
                  }}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
