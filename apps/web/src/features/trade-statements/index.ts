// The trade-statements feature's face: the 거래명세서 download actions other pages place.
export { MonthStatementButton } from './month-statement-button';
export { OrderStatementButton } from './order-statement-button';
