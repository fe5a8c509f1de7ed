import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH, OPENAPI_PATH } from '../src/plugins/api-docs';
import type { RouteEntry } from '../src/plugins/route-table';

/** Routes anyone may call. Every other /api route must answer 401 without a session: a new route is private unless listed here. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/query',
  'GET /api/places',
  'GET /api/places/nearest',
  'GET /api/places/land-units',
  `GET ${OPENAPI_PATH}`,
]);

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isPublic = ({ method, url }: RouteEntry) => PUBLIC_ROUTES.has(`${method} ${url}`) || url.startsWith(API_DOCS_PATH);

/** The server's own /api routes, as registered. */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  return app.routeTable.filter(({ url }) => url.startsWith('/api/'));
}

const PARAMETER_VALUES: Record<string, string> = { crop: 'Corn', cropId: '00000000-0000-0000-0000-000000000000' };

/** A URL that reaches the route: path parameters and wildcards filled with ordinary values. */
export function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => PARAMETER_VALUES[name] ?? 'value').replace('*', 'index.html');
}

export const describeRoute = ({ method, url }: RouteEntry) => `${method} ${url}`;
