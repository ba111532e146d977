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

  // A mouse user often clicks the trigger the menu has just opened under them on hover; that
  // click should not close it again (leaving, Escape, an outside click or a pick do).
  const openedByHover = useRef(false);
  const mousePressOnTrigger = useRef(false);
  const onTriggerChange = (open: boolean) => {
    if (!open && openedByHover.current && mousePressOnTrigger.current) return;
    openedByHover.current = false;
    setOpen(open);
  };

  const triggerRef = useRef<HTMLSpanElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onPointerEnter = (event: React.PointerEvent) => {
    if (!isDesktop || event.pointerType !== 'mouse') return;
    cancelClose();
    if (!isOpen) {
      openedByHover.current = true;
      setOpen(true);
    }
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (!isDesktop || event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, closeDelay);
  };

  // On desktop the popover is non-modal (no invisible underlay) so that the pointer can travel
  // between trigger and menu; outside clicks (and Escape while focus is outside) are ours.
  useEffect(() => {
    if (!isOpen || !isDesktop) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (triggerRef.current?.contains(target) || popoverRef.current?.contains(target)) return;
      openedByHover.current = false;
      setOpen(false);
    };
    // Escape inside the menu is React Aria's; this covers focus left outside (hover-opened).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || popoverRef.current?.contains(event.target as Node)) return;
      openedByHover.current = false;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, isDesktop, setOpen]);

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onTriggerChange}>
      <span
        ref={triggerRef}
        onPointerDownCapture={(event) => {
          // React Aria toggles a menu on mouse press start, synchronously within this event.
          mousePressOnTrigger.current = isDesktop && event.pointerType === 'mouse';
          setTimeout(() => {
            mousePressOnTrigger.current = false;
          });
        }}
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
