/** What other features may use from the shopping-bag orders: the list's path and query key (the buyer detail), a bag order (the work-order spec card). */
export { SHOPBAG_KEY, SHOPBAG_LIST_PATH, useShopbagOrder } from './api';
