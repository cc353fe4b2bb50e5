// The bank-statements feature's face (입금 대사): its routes.
export { bankStatementRoutes } from './routes';
