import { ForbiddenPage, NotFoundPage, ServerErrorPage } from '../../../features/errors';
import { useErrorLink } from './use-error-link';

export function NotFoundRoute() {
  return <NotFoundPage {...useErrorLink()} />;
}

export function ServerErrorRoute() {
  return <ServerErrorPage {...useErrorLink()} />;
}

export function ForbiddenRoute() {
  return <ForbiddenPage {...useErrorLink()} />;
}
