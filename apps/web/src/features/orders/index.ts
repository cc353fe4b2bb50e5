/**
 * What other features may use from orders: the status chips, the order list's columns, the printing-spec fields
 * (with the orders' pickers) and the record page around an order (the customer's order screens and the shopping-bag
 * order reuse them). The form's skeleton — sections, field blocks, form values, the record form — is
 * shared/order-form.
 */
export { orderColumn } from './order-columns';
export { OrderListFilters, useOrderListFilters } from './order-list-filters';
export { CancelOrderButton } from './cancel-order-button';
export { BuyerField } from './buyer-field';
export { PrintingSpecFields } from './printing-sections';
export { OrderPageFrame } from './order-page-frame';
/** The print spec's words (the job ticket's), for the work-order spec card: one source for both. */
export { useOrder } from './api';
export { useTicketNames } from './ticket-names';
export type { TicketNames } from './job-ticket-spec';
export { entryStages, optionNames, paperAmount } from './job-ticket-text';
/** The order's price (issue 33): the live estimate with 금액 조정 on the form, the stored price on the record page. */
export { OrderPriceSection, useSpecNames } from './order-price-section';
export { ratesDateOf } from './order-form';
export { usePricedSave } from './priced-save';
export { overrideBodyOf, overrideDraftOf, type PriceOverrideDraft } from './price-body';
