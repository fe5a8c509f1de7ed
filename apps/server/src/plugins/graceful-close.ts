import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the instance as draining: /api/ready answers 503 from now on, while requests are still served. */
    startDraining(): void;
    /** True from startDraining() or the start of close() on. */
    isDraining(): boolean;
  }
}

/**
 * Draining, then closing. Draining only turns /api/ready to 503, so a load balancer stops sending new work (ADR 0028).
 * Closing lets shutdown finish while clients hold connections open. Answers still in flight close their connection;
 * idle keep-alive connections are closed by Node. Connections that never sent a byte (browsers open them
 * speculatively) are not closed by Node's server.close() (nodejs/node#63452), so they are destroyed here.
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let draining = false;
    let closing = false;
    const sockets = new Set<Socket>();
    app.decorate('startDraining', () => {
      draining = true;
    });
    app.decorate('isDraining', () => draining || closing);

    app.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });

    app.addHook('preClose', async () => {
      closing = true;
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
