/** What other features may use from sellers. */
export { SellerSelectModal } from './seller-select-modal';
