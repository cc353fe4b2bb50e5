// The live estimate kit (issue 33): the rate set of a day, the engine's estimate of a spec form as it is typed, and
// the panel that shows it. Used by the staff order and bag forms, the customer order form and the quote screens.
export { countOf, estimateInputOf, type EstimateDraftExtras, type SpecDraft } from './estimate-input';
export { AmountRow, EstimateLines, EstimatePanel, MissingRates, type EstimatePanelProps } from './estimate-panel';
export { lineQuantity, lineRate, signedWon, won } from './estimate-text';
export { RATES_EFFECTIVE_KEY, RATES_EFFECTIVE_PATH, useEstimate, useRateSet, type RateSetState } from './use-estimate';
