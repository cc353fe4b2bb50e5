// The parcel-tracking module's face: what other modules may use of it. Import it as '../parcel-tracking'.
export { assertInvoiceUsable, invoiceUse } from './ownership';
