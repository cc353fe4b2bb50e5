export * from './rates.js';
