/**
 * What other features may use from orders: the status chips, the order list's columns and the order form's
 * skeleton — its sections and field blocks, its form values, the record form that follows the work order's state
 * and the record page around it (the customer's order screens and the shopping-bag order reuse them).
 */
export { CancelledChip, DeliveryStatus, WorkStatus } from './order-status-chips';
export { orderColumn } from './order-columns';
export { OrderListFilters, useOrderListFilters } from './order-list-filters';
export { ORDER_KEY, ORDER_LIST_PATH } from './api';
export { FormSection } from './form-section';
export { CancelOrderButton } from './cancel-order-button';
export { DeliveryInfoFields } from './delivery-info-section';
export { DraftFilesField } from './draft-files-field';
export { RemarkField } from './order-info-section';
export { OrderNumberFields, OrderQuantityFields, ProductNameField } from './order-basic-fields';
export { PrintingSpecFields } from './printing-sections';
/** Turning a saved order into form values and form values into the body: every order form's schema set-up. */
export * from './form-values';
export { useOrderRecordForm } from './use-order-record-form';
export { OrderPageFrame } from './order-page-frame';
/** The print spec's words (the job ticket's), for the work-order spec card: one source for both. */
export { useOrder } from './api';
export { useTicketNames } from './ticket-names';
export type { TicketNames } from './job-ticket-spec';
export { entryStages, optionNames, paperAmount } from './job-ticket-text';
