import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** SPEC §9: how long a toast stays up. */
export const TOAST_DURATION_MS = 5000;
/*
 * SPEC §9's "removal after dismissal 1,000,000 ms" has no constant here. In the source app a
 * dismissed toast is hidden at once and only dropped from the toast list ~16 minutes later; that
 * delay is bookkeeping nobody sees (and it is not an exit animation: no animation lasts that long).
 * React Aria's queue drops a closed toast at once (close() splices it out; it has no hidden,
 * dismissed-but-kept state), and with one toast at a time there is nothing to keep it for.
 */
/** SPEC §9: a swipe to the right this far dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** SPEC §9: the key that moves focus to the toasts. */
export const TOAST_HOTKEY = 'F8';

export const toastVariants = ['default', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastContentData {
  title: ReactNode;
  description?: ReactNode;
  /** @default 'default' */
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastOptions {
  /** @default 5000 ms; 0 keeps the toast until dismissed. */
  timeout?: number;
  onClose?: () => void;
}

/** The app-wide queue. One toast at a time: a new toast replaces the one on screen. */
export const toastQueue = new ToastQueue<ToastContentData>({
  maxVisibleToasts: 1,
});

/** Shows a toast and returns its key. Strings come translated from the caller. */
export function toast(content: ToastContentData, options: ToastOptions = {}): string {
  for (const visible of toastQueue.visibleToasts) toastQueue.close(visible.key);
  const timeout = options.timeout ?? TOAST_DURATION_MS;
  return toastQueue.add(content, {
    ...(timeout > 0 ? { timeout } : {}),
    ...(options.onClose ? { onClose: options.onClose } : {}),
  });
}

export function dismissToast(key: string): void {
  toastQueue.close(key);
}

export function dismissAllToasts(): void {
  toastQueue.clear();
}
