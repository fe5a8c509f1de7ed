import pg from 'pg';

/** What a channel tells its owner. */
export interface ChannelHandlers {
  /** A message published by any instance on the database, this one included. */
  onMessage(payload: string): void;
  /** Messages may have been missed (the listening connection broke, or came up again): forget what they would change. */
  onGap(): void;
}

/**
 * A broadcast to every server instance on the database (PostgreSQL LISTEN/NOTIFY), used to drop what an instance
 * keeps in memory when another one changes it (ADR 0041). On embedded PGlite this process is the only one, and a
 * message goes straight to the handlers.
 */
export interface NotificationChannel {
  /** Sends `payload` to every instance listening, this one included. */
  publish(payload: string): Promise<void>;
  /**
   * Resolves true once every message published before the call has reached the handlers, false when that cannot be
   * known (the listener is down): keep nothing in memory then. Callers at the same moment share one round trip.
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

/** How often a broken listener tries to come back. */
const RECONNECT_INTERVAL_MS = 1000;
/** After this a catch-up counts as failed, and the request looks its answer up in the database instead. */
const CATCH_UP_TIMEOUT_MS = 1000;

export function localChannel(handlers: ChannelHandlers): NotificationChannel {
  return {
    publish: async (payload) => handlers.onMessage(payload),
    caughtUp: async () => true,
    close: async () => {},
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would miss messages while lent out). PostgreSQL hands a listening
 * connection every message committed before it answers the next query on it, so `caughtUp` sends `select 1` there:
 * once it answers, every message committed before it was sent has reached the handlers. One query serves everyone who
 * asked before it was sent; later callers wait for the next. While the listener is down every gap is reported and
 * nothing counts as caught up, so a message lost then can never leave stale entries behind.
 */
export function postgresChannel(
  options: { connectionString: string; connectTimeoutMs: number; onConnectionError?: ((error: Error) => void) | undefined },
  name: string,
  notify: (name: string, payload: string) => Promise<unknown>,
  handlers: ChannelHandlers,
): NotificationChannel & { ready: Promise<void> } {
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let lastAttempt = 0;
  let closed = false;
  /** The `select 1` on the listener now on its way, and the one that will follow it for those who asked since. */
  let inFlight: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    handlers.onGap();
    void client.end().catch(() => undefined);
  };

  async function connect(): Promise<void> {
    lastAttempt = Date.now();
    const client = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: options.connectTimeoutMs });
    client.on('notification', (message) => {
      if (message.channel === name) handlers.onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      options.onConnectionError?.(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(name)}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await client.end());
    // Whatever was kept before this point may have missed a message.
    handlers.onGap();
    listener = client;
  }

  function reconnect(): void {
    if (closed || listener || connecting || Date.now() - lastAttempt < RECONNECT_INTERVAL_MS) return;
    connecting = connect()
      .catch((error: unknown) => options.onConnectionError?.(error as Error))
      .finally(() => (connecting = undefined));
  }

  function roundTrip(): Promise<boolean> {
    const client = listener;
    if (!client) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    // A listener that stops answering (a network cut not yet noticed) must not hold requests: they ask the database.
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS)));
    const trip = Promise.race([
      client.query('select 1').then(
        () => listener === client,
        () => false,
      ),
      late,
    ]).finally(() => clearTimeout(timer));
    inFlight = trip;
    void trip.finally(() => {
      if (inFlight === trip) inFlight = undefined;
    });
    return trip;
  }

  connecting = connect().finally(() => (connecting = undefined));
  return {
    ready: connecting.catch(() => undefined),
    async publish(payload) {
      await notify(name, payload);
    },
    caughtUp() {
      if (!listener) {
        reconnect();
        return Promise.resolve(false);
      }
      if (queued) return queued;
      if (!inFlight) return roundTrip();
      // The query on its way was sent before this call: a message committed just before the call may come after it.
      const next = inFlight.then(() => {
        queued = undefined;
        return roundTrip();
      });
      queued = next;
      return next;
    },
    async close() {
      closed = true;
      await connecting?.catch(() => undefined);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
