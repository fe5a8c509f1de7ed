import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf } from './helpers';

describe('GET /api/health and GET /api/ready', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answer 200 while the instance serves and reaches its database', async () => {
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('once draining, /api/ready answers 503 while /api/health and the API still answer', async () => {
    app.startDraining();
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(errorOf(ready)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'This instance is shutting down.' });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/config')).statusCode).toBe(200);
  });
});

/** A TCP relay to PostgreSQL that the test can cut, as a network failure between an instance and its database would. */
async function cuttableRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  async function open(port = 0) {
    server = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.once('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as { port: number }).port;
  }
  const port = await open();
  return {
    url: Object.assign(new URL(target), { port: String(port) }).toString(),
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => open(port),
    close() {
      for (const socket of sockets) socket.destroy();
      server?.close();
    },
  };
}

// Cutting the line to the database needs a networked one: PostgreSQL (CI's PostgreSQL stage runs this).
describe.runIf(process.env.DATABASE_URL)('an instance cut off from PostgreSQL', () => {
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    relay = await cuttableRelay(new URL(process.env.DATABASE_URL!));
    app = await createTestApp({ DATABASE_URL: relay.url });
  });
  afterAll(async () => {
    relay?.close();
    await app?.close();
  });

  it('answers 503 on /api/health and /api/ready while it cannot reach the database, and 200 again once it can', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    await relay.cut();
    for (const path of ['/api/health', '/api/ready']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(503);
      expect(errorOf(response)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'This instance cannot reach its database.' });
    }
    await relay.restore();
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
  });
});
