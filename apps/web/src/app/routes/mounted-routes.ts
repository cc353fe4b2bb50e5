import { matchRoutes, type RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import { customerRoutes } from './customer-routes';

const tree: RouteObject[] = [
  { path: '/admin', children: adminRoutes },
  { path: '/', children: customerRoutes },
];

/**
 * Whether a screen exists: a mounted route (not an area's catch-all) matches the path.
 * Menus, shortcuts and home cards use it, so mounting a route is all it takes to show its entry.
 */
export const isMounted = (path: string): boolean => {
  const last = matchRoutes(tree, path)?.at(-1);
  return last !== undefined && !(last.route.path ?? '').includes('*');
};
