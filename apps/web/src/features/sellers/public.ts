/** What other features may use from sellers. */
export { SellerSelectModal } from './seller-select-modal';
/** The generic picker (search + paged table + choose) the seller and buyer pickers are built on. */
export { SelectModal, type SelectModalProps } from './select-modal';
