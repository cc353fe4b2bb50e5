/**
 * The order form's skeleton, shared by the staff's printing order, the bag order and the customer's order: the
 * titled (and lockable) sections, the field blocks every order holds (number, product, quantities, delivery info,
 * draft files, remark), the form values' set-up and the record form that follows the work order's state. The
 * printing-spec fields stay with the orders feature: their pickers read items and suppliers.
 */
export { FormSection } from './form-section';
export { OrderNumberFields, OrderQuantityFields, ProductNameField } from './order-basic-fields';
export { DeliveryInfoFields } from './delivery-info-section';
export { DraftFilesField } from './draft-files-field';
export { RemarkField } from './remark-field';
/** Turning a saved order into form values and form values into the body: every order form's schema set-up. */
export * from './form-values';
export { useOrderRecordForm, type OrderRecordForm } from './use-order-record-form';
export { receiptDayOf, withDueDateRule } from './due-date-rule';
export { CancelReasonDialog } from './cancel-reason-dialog';
