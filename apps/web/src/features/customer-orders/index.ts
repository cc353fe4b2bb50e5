/** What other features may show of the customer's orders: the open jobs with their steps (the customer home). */
export { OpenOrders } from './open-orders';
/** The buyer's questions and their live price, shared with the customer's quote (the same catalog and answers). */
export { BuyerWordsFields } from './buyer-words-fields';
export { BuyerWordsPrice } from './customer-order-price';
export { specDraftOf, type SpecFields } from './customer-order-form-schema';
export { usePriceCatalog } from './api';
