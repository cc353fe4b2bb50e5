// The receivables feature's face (미수금): its routes and the home card's summary read.
export { receivableRoutes } from './routes';
export { useReceivableSummary } from './api';
