/** What other features may show of the customer's orders: the open jobs with their steps (the customer home). */
export { OpenOrders } from './open-orders';
