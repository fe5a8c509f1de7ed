import { matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * Starts loading the code and texts of the page at `pathname` (its layouts' too) at once, so they download alongside
 * the startup texts and the session lookup rather than after them; the router, loading them again, gets the same
 * modules.
 */
export function preloadRoute(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) if (typeof route.lazy === 'function') void route.lazy();
}
