/** What other features may use from buyers. */
export { BuyerSelectModal } from './buyer-select-modal';
