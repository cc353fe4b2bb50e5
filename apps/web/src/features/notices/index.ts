/** What other features may use from notices. */
export { PeriodFields } from './period-fields';
