// The stock module's face: what other modules may use of it. Import it as '../stock'.
export { changeStock, lockStockOf, netStockOf, openStock } from './ledger';
export type { StockChange, StockChangeResult, StockReferenceType } from './ledger';
