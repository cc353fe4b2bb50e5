export type { ErrorPageLink } from './error-page';
export { ForbiddenPage } from './forbidden-page';
export { NotFoundPage } from './not-found-page';
export { ServerErrorPage } from './server-error-page';
