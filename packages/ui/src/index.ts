import './theme/global.css';

// Theme
export { vars } from './theme/contract.css';
export type { ThemeVars } from './theme/contract.css';
export { darkTheme, lightTheme } from './theme/themes.css';
export { breakpoints, media } from './theme/tokens';
export { applyTheme, ThemeProvider, themeNames } from './theme/theme-provider';
export type { ThemeName, ThemeProviderProps } from './theme/theme-provider';
export { useIsDesktop, useMediaQuery } from './theme/use-media-query';

// Actions
export { Button, buttonSizes, buttonVariants } from './button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { CopyButton, COPIED_RESET_MS } from './copy-button/copy-button';
export type { CopyButtonProps } from './copy-button/copy-button';
export { ButtonLink } from './button-link/button-link';
export type { ButtonLinkProps } from './button-link/button-link';
export { Link, linkVariants } from './link/link';
export type { LinkProps, LinkVariant } from './link/link';

// Forms
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { PasswordField } from './password-field/password-field';
export type { PasswordFieldProps } from './password-field/password-field';
export { TextArea } from './text-area/text-area';
export type { TextAreaProps } from './text-area/text-area';
export { NumberField } from './number-field/number-field';
export type { NumberFieldProps } from './number-field/number-field';
export { SearchField } from './search-field/search-field';
export type { SearchFieldProps } from './search-field/search-field';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { CheckboxField } from './checkbox-field/checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field/checkbox-field';
export { Switch } from './switch/switch';
export type { SwitchProps } from './switch/switch';
export { Slider } from './slider/slider';
export type { SliderProps } from './slider/slider';
export { Select } from './select/select';
export { selectTriggerBase } from './select/select.css';
export type { SelectProps } from './select/select';
export { ComboBox } from './combo-box/combo-box';
export type { ComboBoxProps } from './combo-box/combo-box';
export { Option } from './popover/list-item';
export type { OptionProps } from './popover/list-item';
export { Segment, SegmentedControl } from './segmented-control/segmented-control';
export type { SegmentedControlProps, SegmentProps } from './segmented-control/segmented-control';

// Navigation
export { Tab, TabList, TabPanel, Tabs } from './tabs/tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './tabs/tabs';
export { Pagination } from './pagination/pagination';
export type { PaginationProps } from './pagination/pagination';
export {
  DROPDOWN_CLOSE_DELAY_MS,
  DropdownMenu,
  MenuItem,
  menuItemVariants,
  MenuSeparator,
} from './menu/menu';
export type { DropdownMenuProps, MenuItemProps, MenuItemVariant } from './menu/menu';

// Overlays
export { DialogTrigger, dialogSizes, Modal } from './dialog/dialog';
export type { DialogSize, ModalProps } from './dialog/dialog';
export { AlertDialog, alertDialogVariants } from './alert-dialog/alert-dialog';
export type { AlertDialogProps, AlertDialogVariant } from './alert-dialog/alert-dialog';
export { Drawer } from './drawer/drawer';
export type { DrawerProps } from './drawer/drawer';
export { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip/tooltip';
export type { TooltipProps } from './tooltip/tooltip';

// Feedback
export { ToastRegion } from './toast/toast';
export type { ToastRegionProps } from './toast/toast';
export {
  dismissAllToasts,
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  toast,
  toastQueue,
  toastVariants,
} from './toast/toast-queue';
export type {
  ToastAction,
  ToastContentData,
  ToastOptions,
  ToastVariant,
} from './toast/toast-queue';
export { Badge, badgeVariants } from './badge/badge';
export type { BadgeProps, BadgeVariant } from './badge/badge';
export { Spinner, spinnerSizes } from './spinner/spinner';
export type { SpinnerProps, SpinnerSize } from './spinner/spinner';
export { ProgressBar } from './progress-bar/progress-bar';
export type { ProgressBarProps } from './progress-bar/progress-bar';
export { Skeleton, skeletonShapes } from './skeleton/skeleton';
export type { SkeletonProps, SkeletonShape } from './skeleton/skeleton';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { InlineAlert, inlineAlertTones } from './inline-alert/inline-alert';
export type { InlineAlertProps, InlineAlertTone } from './inline-alert/inline-alert';

// Layout and data display
export {
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  cardPaddings,
  CardTitle,
} from './card/card';
export type { CardPadding, CardProps, CardTitleProps } from './card/card';
export { Avatar, avatarSizes, getInitials } from './avatar/avatar';
export type { AvatarProps, AvatarSize } from './avatar/avatar';
export { Accordion, AccordionItem } from './accordion/accordion';
export type { AccordionItemProps, AccordionProps } from './accordion/accordion';
export { Cell, Column, Row, Table, TableBody, TableHeader } from './table/table';
export type { TableProps } from './table/table';

// Icons: those the components use, and the app's own (menu, profile, generators…).
export {
  ArrowUpIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  EyeIcon,
  EyeOffIcon,
  ImageIcon,
  InboxIcon,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  SearchIcon,
  SparkIcon,
  TextIcon,
  UserIcon,
  VideoIcon,
  VoiceIcon,
} from './icons/icons';
