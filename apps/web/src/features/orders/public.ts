/** What other features may use from orders: the printing-spec editor's staff pickers and the failed-read rule. */
export { OptionPicker, PaperPicker, SupplierPicker } from './spec-pickers';
export { useFailedReadBack } from './use-failed-read-back';
export { CancelledChip, DeliveryStatus, WorkStatus } from './order-status-chips';
export { FormSection } from './form-section';
export { CancelOrderButton } from './cancel-order-button';
