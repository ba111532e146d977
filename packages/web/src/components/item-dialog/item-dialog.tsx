import { Button, type ButtonProps, Modal } from '@lumen/ui';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';

export interface ItemDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The item's prompt: says which item the dialog is about. */
  description: string;
  children: ReactNode;
}

/** A dialog about one item (share it, rewrite it): its title, the item's prompt and Close. */
export function ItemDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
}: ItemDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    >
      {children}
    </Modal>
  );
}

export interface ItemDialogButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** The button's text. */
  children: ReactNode;
  /** The button's accessible name: its text with the item, as a list has many such buttons. */
  accessibleName: string;
  /** The dialog the button opens, given its open state. */
  dialog: (state: Pick<ItemDialogProps, 'isOpen' | 'onOpenChange'>) => ReactNode;
}

/** A small button beside an item that opens that item's dialog. */
export function ItemDialogButton({
  children,
  accessibleName,
  dialog,
  size = 'sm',
  variant = 'secondary',
}: ItemDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        onPress={() => setOpen(true)}
        aria-label={accessibleName}
      >
        {children}
      </Button>
      {dialog({ isOpen: open, onOpenChange: setOpen })}
    </>
  );
}
