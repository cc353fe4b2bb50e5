/** What other features may use from the shopping-bag orders: the list's path and query key (the buyer detail). */
export { SHOPBAG_KEY, SHOPBAG_LIST_PATH } from './api';
