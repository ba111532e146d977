import { clsx } from 'clsx';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuTrigger,
  Popover,
  type PopoverProps,
  Separator,
  Text,
  composeRenderProps,
} from 'react-aria-components';
import { Button, type ButtonProps } from '../button/button';
import * as popoverStyles from '../popover/popover.css';
import { useIsDesktop } from '../theme/use-media-query';

/** SPEC §9: the dropdown closes this long after the pointer leaves it (desktop). */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

export interface DropdownMenuProps<T extends object> extends AriaMenuProps<T> {
  /** What the trigger button shows (text, an avatar, an icon). */
  trigger: ReactNode;
  /** Needed when the trigger shows no text. */
  triggerLabel?: string;
  /** @default 'ghost' */
  triggerVariant?: ButtonProps['variant'];
  triggerSize?: ButtonProps['size'];
  placement?: PopoverProps['placement'];
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** @default 150 */
  closeDelay?: number;
}

/**
 * A menu behind a trigger button. From 768 px up it opens when the mouse rests on the trigger and
 * closes `closeDelay` ms after the pointer leaves trigger and menu; below 768 px (and for touch,
 * pen and keyboard everywhere) it opens and closes on press. A click outside closes it; arrow
 * keys move, Enter/Space pick, Escape closes.
 */
export function DropdownMenu<T extends object>({
  trigger,
  triggerLabel,
  triggerVariant = 'ghost',
  triggerSize = 'md',
  placement = 'bottom start',
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  closeDelay = DROPDOWN_CLOSE_DELAY_MS,
  className,
  ...menuProps
}: DropdownMenuProps<T>) {
  const isDesktop = useIsDesktop();
  const [isOpenState, setOpenState] = useState(defaultOpen);
  const isOpen = isOpenProp ?? isOpenState;
  const setOpen = useCallback(
    (open: boolean) => {
      setOpenState(open);
      onOpenChange?.(open);
    },
    [onOpenChange],
  );

  const triggerRef = useRef<HTMLSpanElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onPointerEnter = (event: React.PointerEvent) => {
    if (!isDesktop || event.pointerType !== 'mouse') return;
    cancelClose();
    if (!isOpen) setOpen(true);
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (!isDesktop || event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), closeDelay);
  };

  // On desktop the popover is non-modal (no invisible underlay) so that the pointer can travel
  // between trigger and menu; outside clicks are then ours to handle.
  useEffect(() => {
    if (!isOpen || !isDesktop) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (triggerRef.current?.contains(target) || popoverRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, isDesktop, setOpen]);

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <span
        ref={triggerRef}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        style={{ display: 'inline-flex' }}
      >
        <Button variant={triggerVariant} size={triggerSize} aria-label={triggerLabel}>
          {trigger}
        </Button>
      </span>
      <Popover
        ref={popoverRef}
        placement={placement}
        isNonModal={isDesktop}
        className={popoverStyles.popover}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <AriaMenu
          {...menuProps}
          className={composeRenderProps(className, (cls) => clsx(popoverStyles.list, cls))}
        />
      </Popover>
    </MenuTrigger>
  );
}

export const menuItemVariants = ['default', 'destructive'] as const;
export type MenuItemVariant = (typeof menuItemVariants)[number];

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'children'> {
  children: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** @default 'default' */
  variant?: MenuItemVariant;
}

export function MenuItem({
  children,
  description,
  icon,
  variant = 'default',
  className,
  ...props
}: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (cls) =>
        clsx(popoverStyles.item, variant === 'destructive' && popoverStyles.itemDanger, cls),
      )}
    >
      {icon}
      <span className={popoverStyles.itemText}>
        <Text slot="label">{children}</Text>
        {description ? (
          <Text slot="description" className={popoverStyles.itemDescription}>
            {description}
          </Text>
        ) : null}
      </span>
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className={popoverStyles.separator} />;
}
