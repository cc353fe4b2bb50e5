export * from './rates.js';
export * from './rate-set.js';
export * from './spec-text.js';
export * from './estimate.js';
export * from './estimate-types.js';
export { spoilageSheets } from './charges.js';
export * from './sample-rates.js';
export * from './order-price.js';
