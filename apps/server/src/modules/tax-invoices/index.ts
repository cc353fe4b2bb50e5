// The tax-invoices module's face: the deliveries module records the per-order invoices of an order whose delivery
// completes (in its transaction; they are sent after the commit). app.ts registers the routes directly.
export { queueOrderInvoices } from './service';
