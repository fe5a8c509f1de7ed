import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp(
  async function config(app: FastifyInstance, options: { config: AppConfig }) {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
