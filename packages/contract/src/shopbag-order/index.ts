export * from './design.js';
export * from './messages.js';
export * from './schema.js';
