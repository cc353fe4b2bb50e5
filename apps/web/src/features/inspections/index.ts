/** What other features may use from inspections: an order's 검수 section (the order and work-order details). */
export { OrderInspections } from './order-inspections';
