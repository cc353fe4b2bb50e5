// The order-prices module's face (issue 33: every order and bag order carries its price). Import it as
// '../order-prices'. Orders, bag orders, customer orders and quotes price a spec through `estimateSpec` (the one
// server path from a spec to a price); the order modules store it with `recordOrderPrice` / `repriceOrder`; screens
// read `currentOrderPrice` / `orderPriceHistory`; deposits open at `orderChargedTotal`.
export {
  currentOrderPrice,
  discardOrderPrices,
  estimateSpec,
  orderChargedTotal,
  orderChargedTotals,
  orderPriceHistory,
  overrideAmounts,
  PriceChangedError,
  recordOrderPrice,
  repriceOrder,
  type EstimateSpecOptions,
  type OverrideChange,
  type OverrideInput,
  type PriceChangedDetails,
  type PricedSpec,
  type RecordPrice,
  type Repriced,
} from './service';
export {
  applyOrderPrice,
  changeOverride,
  checkOverrideAllowed,
  priceDetail,
  type LockedPricedOrder,
  type PriceChange,
  type PricedOrderKind,
} from './kind';
export { registerPriceRoutes } from './routes';
