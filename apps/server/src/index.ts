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
  await app.listen({ port: config.port, host: config.host });
}

await main();
