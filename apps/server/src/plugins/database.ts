import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** 'pglite': this process alone owns the database; 'postgres': other instances may share it (ADR 0028). */
    databaseKind: DatabaseHandle['kind'];
    /** The named advisory lock, kept by this process once taken (see DatabaseHandle.tryLock). */
    tryDatabaseLock: DatabaseHandle['tryLock'];
    /** A broadcast to every instance on the database (see DatabaseHandle.openChannel). */
    openDatabaseChannel: DatabaseHandle['openChannel'];
  }
}

/** Opens and migrates the database at start; closes it last on shutdown. */
export default fp(
  async function database(app: FastifyInstance) {
    const handle = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      onConnectionError: (err) => app.log.warn({ err }, 'a database connection broke; a new one opens when needed'),
    });
    app.log.debug({ database: handle.kind }, 'database ready');
    app.decorate('db', handle.db);
    app.decorate('databaseKind', handle.kind);
    app.decorate('tryDatabaseLock', handle.tryLock);
    app.decorate('openDatabaseChannel', handle.openChannel);
    app.addHook('onClose', async () => {
      await handle.close();
      app.log.info('database closed');
    });
  },
  { name: 'database', dependencies: ['config'] },
);
