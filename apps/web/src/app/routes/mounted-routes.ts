import { matchRoutes, type RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import { customerRoutes } from './customer-routes';

const tree: RouteObject[] = [
  { path: '/admin', children: adminRoutes },
  { path: '/', children: customerRoutes },
];

const joinPath = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`.replace(/\/+$/, '') || '/';

/**
 * Every route's full path made only of fixed segments, collected once. A fixed path is matched by its own route
 * before any pattern or catch-all, so a path in this set is mounted without asking the router.
 */
const fixedPaths = (() => {
  const paths = new Set<string>();
  const collect = (routes: readonly RouteObject[], base: string) => {
    for (const route of routes) {
      const full = route.path === undefined ? base : joinPath(base, route.path);
      if ((route.path !== undefined || route.index) && !/[:*?]/.test(full)) paths.add(full.toLowerCase());
      if (route.children) collect(route.children, full);
    }
  };
  collect(tree, '');
  return paths;
})();

/** The router's own answer: the deepest match is a mounted route, not an area's catch-all. */
export const isMountedByRouter = (path: string): boolean => {
  const last = matchRoutes(tree, path)?.at(-1);
  return last !== undefined && !(last.route.path ?? '').includes('*');
};

/**
 * Whether a screen exists: a mounted route (not an area's catch-all) matches the path.
 * Menus, shortcuts and home cards use it, so mounting a route is all it takes to show its entry.
 * Menu paths are fixed and found in the set; only the rest pay for the router's match, which ranks the whole
 * route tree on every call (60 menu entries did so 60 times on every signed-in first paint).
 */
export const isMounted = (path: string): boolean =>
  fixedPaths.has((path.replace(/\/+$/, '') || '/').toLowerCase()) || isMountedByRouter(path);
