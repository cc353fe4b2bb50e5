export { preflight, formatOfContent } from './check';
export { PreflightPool, type PreflightJob, type PreflightOutcome, type PreflightPoolOptions } from './pool';
export * from './types';
