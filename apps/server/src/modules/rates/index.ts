// The rates module's face (issue 33's rate tables, 단가표, in the contract's rate model). app.ts registers its routes
// directly; the estimate engine and the order modules read the rates in effect on an order's date through
// `effectiveRates` (the contract's RateSet) or `effectiveRows` (its rows).
export { effectiveRates, effectiveRows, type RateSet } from './service';
export { RATE_KINDS, type RateKind, type RateRow } from './kinds';
