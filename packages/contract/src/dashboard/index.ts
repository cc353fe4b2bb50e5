export * from './kpi-formulas.js';
export * from './months.js';
export * from './indicators.js';
export * from './schemas.js';
export * from './oee-help.js';
export * from './production-turns.js';
