/** What other features may use from the shopping-bag orders: a bag order (the work-order spec card). */
export { useShopbagOrder } from './api';
