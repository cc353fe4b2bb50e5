/**
 * What other features may use from orders: the printing-spec editor's pickers, the failed-read rule, the status
 * chips and the form's sections (the customer's order screens and the shopping-bag order reuse them).
 */
export { OptionPicker, PaperPicker, SupplierPicker } from './spec-pickers';
export { useFailedReadBack } from './use-failed-read-back';
export { CancelledChip, DeliveryStatus, WorkStatus } from './order-status-chips';
export { FormSection } from './form-section';
export { CancelOrderButton } from './cancel-order-button';
export { DeliveryInfoFields } from './delivery-info-section';
export { DraftFilesField } from './draft-files-field';
export { RemarkField } from './order-info-section';
