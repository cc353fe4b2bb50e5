// The tax-invoices feature's face (세금계산서): its routes.
export { taxInvoiceRoutes } from './routes';
