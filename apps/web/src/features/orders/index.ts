/**
 * What other features may use from orders: the status chips, the order list's columns, the printing-spec fields
 * (with the orders' pickers) and the record page around an order (the customer's order screens and the shopping-bag
 * order reuse them). The form's skeleton — sections, field blocks, form values, the record form — is
 * shared/order-form.
 */
export { orderColumn } from './order-columns';
export { OrderListFilters, useOrderListFilters } from './order-list-filters';
export { CancelOrderButton } from './cancel-order-button';
export { PrintingSpecFields } from './printing-sections';
export { OrderPageFrame } from './order-page-frame';
/** The print spec's words (the job ticket's), for the work-order spec card: one source for both. */
export { useOrder } from './api';
export { useTicketNames } from './ticket-names';
export type { TicketNames } from './job-ticket-spec';
export { entryStages, optionNames, paperAmount } from './job-ticket-text';
