// Public API of @marketplace/ui-kit. Explicit named exports only: what is not listed here is
// internal. The stylesheet is a separate export: import '@marketplace/ui-kit/styles.css' once.

export { Button, buttonClassName } from './components/button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/button';
export { LinkButton } from './components/link-button/link-button';
export type { LinkButtonProps, LinkComponentProps } from './components/link-button/link-button';
export { Spinner } from './components/spinner/spinner';
export type { SpinnerProps, SpinnerSize } from './components/spinner/spinner';

export { Form } from './components/form/form';
export type { FormProps } from './components/form/form';
export { FormError } from './components/form-error/form-error';
export type { FormErrorProps } from './components/form-error/form-error';
export { TextField } from './components/text-field/text-field';
export type { TextFieldProps, TextFieldType } from './components/text-field/text-field';
export { TextArea } from './components/text-area/text-area';
export type { TextAreaProps } from './components/text-area/text-area';
export { Select } from './components/select/select';
export type { SelectOption, SelectProps } from './components/select/select';
export { DeferredSelect } from './components/select/deferred-select';
export { deferredComponent, loadDeferredComponents, useDeferredComponent } from './lib/deferred-component';
export type { DeferredComponent } from './lib/deferred-component';
export { QuantityField } from './components/quantity-field/quantity-field';
export type { QuantityFieldProps } from './components/quantity-field/quantity-field';
export { Checkbox } from './components/checkbox/checkbox';
export type { CheckboxProps } from './components/checkbox/checkbox';
export { DateTimePicker } from './components/date-time-picker/date-time-picker';
export type {
  DateTimeGranularity,
  DateTimePickerHandle,
  DateTimePickerProps,
  DateTimeValue,
  HourCycle,
} from './components/date-time-picker/date-time-picker';
export type { FieldBaseProps } from './components/field/field-props';
export type { FormFieldBinding } from './components/form-fields/form-field-binding';
export { FormDayField } from './components/form-fields/form-day-field';
export type { FormDayFieldProps } from './components/form-fields/form-day-field';
export { FormSelect } from './components/form-fields/form-select';
export type { FormSelectProps } from './components/form-fields/form-select';
export { FormTextArea } from './components/form-fields/form-text-area';
export type { FormTextAreaProps } from './components/form-fields/form-text-area';
export { FormTextField } from './components/form-fields/form-text-field';
export type { FormTextFieldProps } from './components/form-fields/form-text-field';
export { CardPaymentForm } from './components/card-payment-form/card-payment-form';
export type { CardDetails, CardPaymentFailure, CardPaymentFormProps } from './components/card-payment-form/card-payment-form';
export { DownloadButtons } from './components/download-buttons/download-buttons';
export type { DownloadButtonsProps, DownloadChoice } from './components/download-buttons/download-buttons';

export { FlashMessage } from './components/flash-message/flash-message';
export type { FlashMessageProps } from './components/flash-message/flash-message';
export {
  FLASH_DEFAULT_LEVEL,
  FLASH_DEFAULT_TIMEOUT_MS,
  flashSlice,
  hideFlash,
  selectCurrentFlash,
  showFlash,
} from './components/flash-message/flash-slice';
export { useFlash } from './components/flash-message/use-flash';
export { useFilterParam, usePageOffset } from './lib/use-list-url-state';
export type { FlashActions } from './components/flash-message/use-flash';
export type {
  Flash,
  FlashLevel,
  FlashRootState,
  FlashState,
  ShowFlashPayload,
} from './components/flash-message/flash-slice';

export { AppShell } from './components/app-shell/app-shell';
export type { AppShellProps } from './components/app-shell/app-shell';
export { PageHeader } from './components/page-header/page-header';
export type { PageHeaderProps } from './components/page-header/page-header';
export { Card } from './components/card/card';
export type { CardProps } from './components/card/card';
export { Stack } from './components/stack/stack';
export type { StackGap, StackProps } from './components/stack/stack';

export { DataTable } from './components/data-table/data-table';
export type { DataTableColumn, DataTableProps, SortDirection, SortState } from './components/data-table/data-table';
export { DEFAULT_PAGE_SIZE, formatPageRange, Pagination } from './components/pagination/pagination';
export type { PaginationProps } from './components/pagination/pagination';

export { Modal } from './components/modal/modal';
export type { ModalProps } from './components/modal/modal';
export { ConfirmDialog } from './components/confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { EmptyState } from './components/empty-state/empty-state';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState } from './components/error-state/error-state';
export type { ErrorStateProps } from './components/error-state/error-state';
export { Skeleton } from './components/skeleton/skeleton';
export type { SkeletonProps } from './components/skeleton/skeleton';
export { LoadedContent } from './components/loaded-content/loaded-content';
export type { LoadedContentProps } from './components/loaded-content/loaded-content';
export { MessageThread } from './components/message-thread/message-thread';
export type { MessageThreadProps, ThreadMessage } from './components/message-thread/message-thread';
export { MessageComposer } from './components/message-thread/message-composer';
export type { MessageComposerProps, MessageDraft } from './components/message-thread/message-composer';

export { SuccessIcon } from './lib/icons';

export { centsOfDollars, dollarsOfCents, formatBasisPoints, formatMoney } from './format/money';
export { dayFromToday, formatDay, formatMoment, formatTimeOfDay, isoDay, parseDay } from './format/dates';
export type { FormatDayOptions } from './format/dates';
export { formatQuantity, pluralWord, possessive } from './format/words';
