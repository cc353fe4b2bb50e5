// The trade-statements module's face (issue 34: 거래명세서). app.ts registers its routes; it is a read model over
// orders, prices, deposit entries and buyers, and writes nothing.
export { tradeStatementRoutes } from './routes';
export { allocateVat, splitTotal } from './service';
