// The rates module's face (issue 33's rate tables, 단가표). app.ts registers its routes directly; the estimate
// engine and the order modules read the rates in effect on an order's date through `effectiveRates`.
export { effectiveRates, type RateSet } from './service';
export { RATE_KINDS, type RateKind, type RateRow } from './kinds';
