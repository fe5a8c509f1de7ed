import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets shutdown finish while clients hold connections open. Answers still in flight close their connection;
 * idle keep-alive connections are closed by Node. Connections that never sent a byte (browsers open them
 * speculatively) are not closed by Node's server.close() (nodejs/node#63452), so they are destroyed here.
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    const sockets = new Set<Socket>();

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
