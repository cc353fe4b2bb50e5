/**
 * The order lists' query keys and addresses: the order features own them, and the buyer detail (a buyer's printing
 * and bag orders) reads and links them without importing those features.
 */
export const ORDER_KEY = 'orders';
export const ORDER_LIST_PATH = '/admin/od/order';
export const SHOPBAG_KEY = 'shopbag-orders';
export const SHOPBAG_LIST_PATH = '/admin/od/shopbag_order';
