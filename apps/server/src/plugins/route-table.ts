import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin (HEAD twins left out): the table that the API docs and the reliability suite check. */
    routeTable: RouteEntry[];
  }
}

export default fp(
  async function routeTable(app: FastifyInstance) {
    app.decorate('routeTable', [] as RouteEntry[]);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') app.routeTable.push({ method, url: route.url });
    });
  },
  { name: 'route-table' },
);
