import { mkdir, readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { emptyDatabaseArchive, migrationsDir as migrationsFolder } from '../paths';
import { type ChannelHandlers, localChannel, type NotificationChannel, postgresChannel } from './notifications';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Takes the named PostgreSQL advisory lock for this process, or says that another process holds it. Once taken it is
   * kept until close() (or until the lock connection breaks), so the same process keeps answering true.
   */
  tryLock(name: string): Promise<boolean>;
  /** A broadcast to every instance on the database; closed with the handle. */
  openChannel(name: string, handlers: ChannelHandlers): Promise<NotificationChannel>;
  close(): Promise<void>;
}

/** Milliseconds after which a connection attempt to PostgreSQL gives up (the pool waits forever by default). */
const DATABASE_CONNECT_TIMEOUT_MS = 5000;
/** Advisory locks are numbers; the lock's name is hashed to one. */
const TRY_LOCK_SQL = 'select pg_try_advisory_lock(hashtext($1)) as locked';

/**
 * Advisory locks are held by a database session, so PostgreSQL's are taken on a connection of their own, outside the
 * pool: it stays open while the process lives. If it breaks, PostgreSQL has released the locks; the next tryLock
 * opens a new one and competes again.
 */
function postgresLocks(connectionString: string, onConnectionError?: (error: Error) => void) {
  let connection: Promise<pg.Client> | undefined;
  const open = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
    client.on('error', (error) => {
      connection = undefined;
      onConnectionError?.(error);
    });
    await client.connect();
    return client;
  };
  async function tryLockNow(name: string): Promise<boolean> {
    connection ??= open();
    const client = await connection.catch((error: unknown) => {
      connection = undefined;
      throw error;
    });
    // Asked again on every call (locks stack per session): a broken connection shows up here, not as a false "held".
    const { rows } = await client.query<{ locked: boolean }>(TRY_LOCK_SQL, [name]).catch((error: unknown) => {
      connection = undefined;
      void client.end().catch(() => undefined);
      throw error;
    });
    return rows[0]?.locked === true;
  }
  // One query at a time on the connection: jobs starting together ask together.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    tryLock(name: string): Promise<boolean> {
      const result = queue.then(() => tryLockNow(name));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      const client = await connection?.catch(() => undefined);
      connection = undefined;
      await client?.end();
    },
  };
}

/**
 * Instances started together would each apply the same migration and all but one would fail on the tables the first
 * created, so migrating waits for a lock that one instance at a time holds (on a connection of its own, whose end
 * releases it); the later ones then find nothing left to apply.
 */
async function migrateExclusively(connectionString: string, migrate: () => Promise<void>): Promise<void> {
  const lockConnection = new pg.Client({ connectionString, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
  await lockConnection.connect();
  try {
    await lockConnection.query('select pg_advisory_lock(hashtext($1))', ['farmsight.migrations']);
    await migrate();
  } finally {
    await lockConnection.end();
  }
}

/**
 * The built empty database (ADR 0041) when `dataDir` is a new or empty folder and the build wrote one; PGlite then
 * unpacks it instead of running initdb, and the migrations find nothing left to apply. Undefined otherwise (an
 * existing database, memory://, or a server run from the sources without a build).
 */
async function emptyDatabaseFor(dataDir: string): Promise<Blob | undefined> {
  if (dataDir.startsWith('memory://')) return undefined;
  await mkdir(dataDir, { recursive: true });
  if ((await readdir(dataDir)).length > 0) return undefined;
  const archive = await readFile(emptyDatabaseArchive).catch(() => undefined);
  return archive && new Blob([archive]);
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite in dataDir ('memory://' for tests), and migrates it. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told when an idle PostgreSQL connection breaks (a restart, a network cut); the pool opens a new one when needed. */
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
    // Without a listener, an idle connection's error would end the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzleNodePg({ client: pool, schema });
    await migrateExclusively(options.databaseUrl, () => migrateNodePg(db, { migrationsFolder }));
    const locks = postgresLocks(options.databaseUrl, options.onConnectionError);
    const channels: NotificationChannel[] = [];
    const connection = { connectionString: options.databaseUrl, connectTimeoutMs: DATABASE_CONNECT_TIMEOUT_MS, onConnectionError: options.onConnectionError };
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      tryLock: locks.tryLock,
      async openChannel(name, handlers) {
        const channel = postgresChannel(connection, name, (channelName, payload) => pool.query('select pg_notify($1, $2)', [channelName, payload]), handlers);
        channels.push(channel);
        await channel.ready;
        return channel;
      },
      close: async () => {
        await Promise.all(channels.map((channel) => channel.close()));
        await locks.close();
        await pool.end();
      },
    };
  }
  const client = await PGlite.create(options.dataDir, { loadDataDir: await emptyDatabaseFor(options.dataDir) });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // One connection, owned by this process: the lock is always this process's to take.
    tryLock: async (name) => (await client.query<{ locked: boolean }>(TRY_LOCK_SQL, [name])).rows[0]?.locked === true,
    // Every change passes through this process, so a message only needs to reach this process's own handlers.
    openChannel: async (_name, handlers) => localChannel(handlers),
    close: () => client.close(),
  };
}
