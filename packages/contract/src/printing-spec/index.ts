export * from './vocabulary.js';
export * from './rules.js';
export * from './messages.js';
export * from './schema.js';
export * from './defaults.js';
export * from './answer.js';
