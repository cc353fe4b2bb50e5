/**
 * The order core's face: what every kind of order (printing, shopping bag) and the modules around an order (work
 * orders, deliveries, deposits, inspections, items, stock, the dashboard) may use. The core imports only platform/,
 * db/ and packages; see README.md for the tables it owns and the one lock order.
 */
export {
  insertOrderRow,
  lockOrderForWrite,
  lockWorkOrderForWrite,
  updateOrderRow,
  type LockedOrder,
  type OrderRow,
  type OrderWrite,
} from './order-rows';
export { currentWorkOrderJoin, jobStatusColumns, jobStatusJoins } from './job-status-queries';
export {
  openOrderBarcodes,
  orderCustomers,
  orderHeadline,
  orderJobFacts,
  orderListParts,
  orderShipping,
  originalJobOf,
  paperLinesOf,
  type OrderBarcode,
  type OrderCustomer,
  type OrderHeadline,
  type OrderShipping,
  type PaperLine,
} from './order-queries';
export { markOrderPrinted, setOrderDepositComplete, setOrderShippingNote } from './order-writes';
export { ordersOfJobs } from './job-orders';
export { orderEvents, recordOrderEvent } from './events';
export { notifyOrderCustomers } from './customer-notices';
export { formatOrderNumber, nextOrderNumber } from './order-number';
export { checkDueDate } from './due-date';
export { checkOrderChoices } from './checks';
export { overdueCondition, statusCondition } from './list-filter-queries';
export { changesLockedFields, issuesAsFieldError } from './locked-fields';
export { cancelLockedOrder, deleteLockedOrder } from './order-ending';
export { ORDER } from './order-kind';
export { clearPrintingSpec, replacePaperLines, writePrintingSpec, type PrintingSpecWrite } from './spec-store';
export { readPrintingSpec } from './spec-queries';
export { paperDifference } from './paper-difference';
export {
  deleteWorkOrderRow,
  insertRemake,
  moveWorkOrder,
  openWorkOrder,
  setHolder,
  workOrderRecord,
} from './work-order-rows';
