export { AdminHomePage } from './admin-home-page';
export { homeRoutes } from './routes';
