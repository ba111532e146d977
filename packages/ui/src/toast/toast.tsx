import { clsx } from 'clsx';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import {
  type QueuedToast,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue as ToastQueueType,
} from 'react-aria-components';
import { Button } from '../button/button';
import { useUiStrings } from '../i18n/ui-strings';
import { CloseIcon } from '../icons/icons';
import {
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastContentData,
  toastQueue,
} from './toast-queue';
import * as styles from './toast.css';

export interface ToastRegionProps {
  /** @default the app-wide toastQueue */
  queue?: ToastQueueType<ToastContentData>;
  /** Landmark name. @default 'Notifications' */
  'aria-label'?: string;
  /** Accessible name of each toast's close button. @default 'Close' */
  closeLabel?: string;
  /** Key that moves focus to the toast. @default 'F8' */
  hotkey?: string;
  className?: string;
}

/**
 * Renders the toasts of a queue. Mount it once near the root. Top of the screen on mobile,
 * bottom right from 768 px; F8 moves focus to the visible toast (Tab then reaches its action
 * and close button); hovering or focusing pauses the timer.
 */
export function ToastRegion({
  queue = toastQueue,
  'aria-label': ariaLabel = 'Notifications',
  closeLabel,
  hotkey = TOAST_HOTKEY,
  className,
}: ToastRegionProps) {
  const strings = useUiStrings();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      const target = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  return (
    <AriaToastRegion
      ref={regionRef}
      queue={queue}
      aria-label={ariaLabel}
      className={clsx(styles.region, className)}
    >
      {({ toast }) => (
        <ToastItem toast={toast} queue={queue} closeLabel={closeLabel ?? strings.close} />
      )}
    </AriaToastRegion>
  );
}

interface ToastItemProps {
  toast: QueuedToast<ToastContentData>;
  queue: ToastQueueType<ToastContentData>;
  closeLabel: string;
}

function ToastItem({ toast, queue, closeLabel }: ToastItemProps) {
  const { title, description, variant = 'default', action } = toast.content;
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  // The release reads the latest distance from here: moves in one frame may not have rendered yet.
  const distance = useRef(0);
  const moveTo = (px: number) => {
    distance.current = px;
    setOffset(px);
  };

  // Swipe right to dismiss (touch or mouse drag): past the threshold on release, it goes.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already-released pointers cannot be captured; the swipe still works.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    moveTo(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (distance.current >= TOAST_SWIPE_THRESHOLD_PX) queue.close(toast.key);
    else moveTo(0);
  };

  return (
    <AriaToast
      toast={toast}
      className={styles.toast({ variant })}
      data-variant={variant}
      data-swiping={offset > 0 || undefined}
      style={
        offset > 0
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </AriaToastContent>
      <div className={styles.actions}>
        {action ? (
          <Button
            size="sm"
            variant="secondary"
            className={styles.actionButton}
            onPress={() => {
              action.onAction();
              queue.close(toast.key);
            }}
          >
            {action.label}
          </Button>
        ) : null}
        <Button
          slot="close"
          variant="ghost"
          size="sm"
          isIconOnly
          aria-label={closeLabel}
          className={styles.closeButton}
        >
          <CloseIcon />
        </Button>
      </div>
    </AriaToast>
  );
}
