import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { CheckIcon, CopyIcon } from '../icons/icons';

/** How long the button says 'Copied' after a copy. */
export const COPIED_RESET_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, 'onPress' | 'children'> {
  /** The text put on the clipboard. */
  value: string;
  /** @default 'Copy' */
  label?: string;
  /** @default 'Copied' */
  copiedLabel?: string;
  /** Show only the icon (the label stays the accessible name). */
  isIconOnly?: boolean;
  onCopy?: (value: string) => void;
  onCopyError?: (error: unknown) => void;
}

/** Copies `value` to the clipboard and confirms for a moment (the app adds a toast if it wants). */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  isIconOnly = false,
  onCopy,
  onCopyError,
  variant = 'secondary',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
      onCopy?.(value);
    } catch (error) {
      onCopyError?.(error);
    }
  };

  const text = copied ? copiedLabel : label;
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      isIconOnly={isIconOnly}
      aria-label={isIconOnly ? text : props['aria-label']}
      onPress={copy}
      data-copied={copied || undefined}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      {isIconOnly ? null : <span aria-live="polite">{text}</span>}
    </Button>
  );
}
