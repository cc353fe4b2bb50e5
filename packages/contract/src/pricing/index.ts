export * from './rates.js';
export * from './spec-text.js';
export * from './estimate.js';
export * from './sample-rates.js';
