export * from './rules.js';
export * from './schemas.js';
export * from './production.js';
export * from './readings.js';
