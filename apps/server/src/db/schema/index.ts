export * from './accounts';
export * from './departments';
export * from './codes';
export * from './employees';
export * from './buyers';
export * from './notifications';
export * from './files';
