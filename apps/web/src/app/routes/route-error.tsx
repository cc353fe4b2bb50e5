import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage, ServerErrorPage } from '../../features/errors';
import { useErrorLink } from './pages/use-error-link';

/** A render or route-loading failure: 404 for unknown routes, the 500 page for anything else. */
export function RouteError() {
  const error = useRouteError();
  const link = useErrorLink();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return notFound ? <NotFoundPage {...link} /> : <ServerErrorPage {...link} />;
}
