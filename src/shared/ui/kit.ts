/**
 * The kit's public entry point for pages outside the remote (the host-demo's design page, docs/design-system.md): the
 * components, layout pieces, theme tokens and style isolation the cashier's screens are built from. Code inside
 * src/ imports each part from its own file (so a route's chunk carries only what it uses); lint keeps host-demo/
 * to this file and src/exposes/ (docs/architecture.md, "Imports").
 */
export { Amount, type AmountProps, type AmountSize } from './Amount';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { CallError, type CallErrorProps } from './CallError';
export { CashierThemeProvider, type CashierThemeProviderProps } from './CashierThemeProvider';
export { ChoiceChips, type ChoiceChipsProps } from './ChoiceChips';
export { createCashierDom, type CashierDom } from './cashierDom';
export { CloseIcon } from './CloseIcon';
export { FileDrop, type FileDropProps } from './FileDrop';
export { IconButton, type IconButtonProps } from './IconButton';
export {
  Actions,
  ErrorText,
  Field,
  Form,
  Heading,
  Input,
  List,
  Muted,
  Row,
  Screen,
  ScreenHeading,
  Strong,
  Tile,
} from './layout';
export { Select } from './Select';
export { ListRow, type ListRowProps } from './ListRow';
export { Popup, type PopupProps } from './Popup';
export { Receipt, type ReceiptProps, type ReceiptTone } from './Receipt';
export { RadioCard, RadioCardGroup, type RadioCardGroupProps, type RadioCardProps } from './RadioCard';
export { ScreenSkeleton, type ScreenSkeletonProps, type ScreenSkeletonShape } from './ScreenSkeleton';
export { Skeleton, type SkeletonProps, type SkeletonRadius } from './Skeleton';
export { SummaryList, type SummaryListProps } from './SummaryList';
export { Spinner, type SpinnerProps } from './Spinner';
export { StyleIsolation } from './StyleIsolation';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export { darkColors, lightColors, scaleTokens, token } from './theme';
