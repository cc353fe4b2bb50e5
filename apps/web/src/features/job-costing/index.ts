// The job-costing feature's face (원가 분석): its routes and the 원가 card of the staff order record page.
export { jobCostingRoutes } from './routes';
export { OrderCostingCard } from './order-costing-card';
