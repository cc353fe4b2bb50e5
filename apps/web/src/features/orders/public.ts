/** What the customer's order screens reuse from the staff order form. */
export { OptionPicker } from './spec-pickers';
export { useFailedReadBack } from './use-failed-read-back';
export { FormSection } from './form-section';
export { DeliveryInfoFields } from './delivery-info-section';
export { DraftFilesField } from './draft-files-field';
export { RemarkField } from './order-info-section';
