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
  closeWithGrace({ delay: 15_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

await main();
