import { AlertDialog, Button } from '@lumen/ui';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './dashboard.css';

export interface ConfirmedActionRowProps {
  /** The row's name (a passkey's, a token's). */
  title: ReactNode;
  /** Shown instead of the title while it is edited in place (a rename form). */
  titleEditor?: ReactNode;
  /** The muted lines under the title, each its own line. */
  details: readonly ReactNode[];
  /** Buttons before the confirmed one (Rename). */
  actions?: ReactNode;
  /** The confirmed button's text (Remove, Revoke) and its name with the row's (a list has many). */
  actionLabel: ReactNode;
  actionName: string;
  /** The confirmation: its title, its words and its confirm button's text. */
  confirmTitle: string;
  confirmBody: ReactNode;
  confirmLabel: string;
  /** Runs once confirmed; the dialog shows it busy meanwhile. */
  onConfirm: () => void | Promise<void>;
  isConfirmLoading: boolean;
}

/**
 * A settings list's row: a name, its muted details, and an action asked about first in an alert
 * dialog (remove a passkey, revoke a token).
 */
export function ConfirmedActionRow({
  title,
  titleEditor,
  details,
  actions,
  actionLabel,
  actionName,
  confirmTitle,
  confirmBody,
  confirmLabel,
  onConfirm,
  isConfirmLoading,
}: ConfirmedActionRowProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.listRow}>
      <div className={styles.rowMain}>
        {titleEditor ?? <span className={styles.rowTitle}>{title}</span>}
        {details.map((detail, index) => (
          // The details are fixed lines of the row: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} className={styles.muted}>
            {detail}
          </span>
        ))}
      </div>
      {actions}
      <Button
        variant="secondary"
        size="sm"
        onPress={() => setConfirming(true)}
        aria-label={actionName}
      >
        {actionLabel}
      </Button>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={confirmTitle}
        confirmLabel={confirmLabel}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onConfirm={onConfirm}
        isConfirmLoading={isConfirmLoading}
      >
        {confirmBody}
      </AlertDialog>
    </li>
  );
}
