import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { defaultWebDistDir } from './paths';

async function main() {
  let config;
  try {
    config = loadConfig(process.env, { webDistDir: defaultWebDistDir });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`FarmSight cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  // Draining first (ADR 0028): /api/ready answers 503 for SHUTDOWN_DRAIN_MS while requests are still served, so a load
  // balancer moves new work elsewhere; then the server closes, finishing what is in flight within 15 s.
  closeWithGrace({ delay: config.shutdownDrainMs + 15_000, logger: app.log }, async ({ signal, err }) => {
    app.startDraining();
    if (err) {
      app.log.error({ err }, 'shutting down after an error');
    } else if (config.shutdownDrainMs > 0) {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: /api/ready answers 503');
      await delay(config.shutdownDrainMs);
    }
    if (!err) app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
  });
  await app.listen({
    port: config.port,
    host: config.host,
    // Fastify's own line ('Server listening at …', JSON) follows this one, which is for a person at the terminal.
    listenTextResolver: (address) => {
      announce(config.host, app.server.address());
      return `Server listening at ${address}`;
    },
  });
}

let announced = false;

/** One plain line with the address to open, printed once before the JSON logs of the running server. */
function announce(host: string, address: ReturnType<Server['address']>) {
  if (announced || address === null || typeof address === 'string') return;
  announced = true;
  const shown = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  process.stdout.write(`FarmSight is running at http://${shown}:${address.port}\n`);
}

await main();
