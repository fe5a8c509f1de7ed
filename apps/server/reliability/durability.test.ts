import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@farmsight/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test/process/server-process';

// The real server process under load, killed and restarted: PGlite in a temp DATA_DIR, or the PostgreSQL of DATABASE_URL.
const databaseUrl = process.env.DATABASE_URL;
const FARMERS = 500;
/** Signups hash passwords (slow) while profile saves only write, so the kill is timed on acknowledged signups. */
const KILL_AFTER_SIGNUPS = 300;
const SIGTERM_SIGNUPS = 100;
const XSRF = 'durability-test-xsrf-token';
const run = randomUUID().slice(0, 8);
const PASSWORD = 'durable harvest 2026';

interface Profile {
  firstName: string;
  lastName: string;
  areaOfLand: number;
  location: [number, number];
}

let dataDir: string;
let server: ServerProcess | undefined;
const start = async () => (server = await startServerProcess(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {}));

async function post(path: string, body: unknown, session?: string) {
  const response = await fetch(`${server!.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: XSRF,
      cookie: `${CSRF_COOKIE}=${XSRF}${session ? `; ${SESSION_COOKIE}=${session}` : ''}`,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const token = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0]
    ?.split('=')[1];
  return { status: response.status, token };
}

interface StoredFarmer {
  email: string;
  first_name: string | null;
  last_name: string | null;
  area_of_land: number | null;
  latitude: number | null;
  longitude: number | null;
  profile_setup: boolean;
  sessions: number;
}

/** Rows of this run's farmers, read straight from the database (the server must be stopped when it is PGlite). */
async function storedFarmers(): Promise<StoredFarmer[]> {
  const sql = `select u.email, u.first_name, u.last_name, u.area_of_land, u.latitude, u.longitude, u.profile_setup,
      (select count(*)::int from sessions s where s.user_id = u.id) as sessions
    from users u where u.email like $1`;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<StoredFarmer>(sql, [`%-${run}-%`])).rows;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(dataDir);
  try {
    return (await db.query<StoredFarmer>(sql, [`%-${run}-%`])).rows;
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'farmsight-durability-'));
});

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('durability of acknowledged writes', () => {
  const acknowledged = new Map<string, { token: string; profile?: Profile }>();

  it(`keeps every acknowledged signup and profile save when the server is SIGKILLed under ${FARMERS} concurrent farmers`, async () => {
    await start();
    let killed = false;
    const farmer = async (index: number) => {
      const email = `kill-${run}-${index}@example.test`;
      const signup = await post('/api/auth/signup', { email, password: PASSWORD }).catch(() => undefined);
      if (signup?.status !== 201 || !signup.token) return;
      acknowledged.set(email, { token: signup.token });
      if (acknowledged.size === KILL_AFTER_SIGNUPS && !killed) {
        killed = true;
        server!.child.kill('SIGKILL');
      }
      const profile: Profile = {
        firstName: `Farmer${index}`,
        lastName: `Run${run}`,
        areaOfLand: index + 0.25,
        location: [10 + index / 1000, 70 + index / 1000],
      };
      const save = await post('/api/auth/update-profile', profile, signup.token).catch(() => undefined);
      if (save?.status === 200) acknowledged.get(email)!.profile = profile;
    };
    await Promise.all(Array.from({ length: FARMERS }, (_, index) => farmer(index)));
    expect(killed, 'the kill came mid-load').toBe(true);
    expect(await server!.exited).toBeNull();
    expect(acknowledged.size).toBeLessThan(FARMERS);
    const profiles = [...acknowledged.values()].filter(({ profile }) => profile).length;
    console.info(`SIGKILL after ${acknowledged.size} acknowledged signups and ${profiles} acknowledged profile saves`);

    // The database opens cleanly and answers for every acknowledged write.
    await start();
    for (const [email, { token, profile }] of acknowledged) {
      const response = await fetch(`${server!.base}/api/auth/user-info`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      expect(response.status, email).toBe(200);
      const user = (await response.json()) as {
        email: string;
        firstName: string | null;
        lastName: string | null;
        areaOfLand: number | null;
        location: [number, number] | null;
        profileSetup: boolean;
      };
      expect(user.email).toBe(email);
      if (profile) expect(user).toMatchObject({ ...profile, profileSetup: true });
    }
  });

  it('on SIGTERM under load finishes every request already received, then exits 0 with the writes kept', async () => {
    const received = new Set<string>();
    const allReceived = server!.waitForLog((entry) => {
      const url = (entry.req as { url?: string } | undefined)?.url;
      if (entry.msg === 'incoming request' && url === '/api/auth/signup') received.add(String(entry.reqId));
      return received.size === SIGTERM_SIGNUPS;
    });
    const emails = Array.from({ length: SIGTERM_SIGNUPS }, (_, index) => `term-${run}-${index}@example.test`);
    const signups = Promise.all(
      emails.map((email) =>
        post('/api/auth/signup', { email, password: PASSWORD }).then(
          ({ status }) => status,
          (error: Error) => error.message,
        ),
      ),
    );
    await allReceived;
    server!.child.kill('SIGTERM');

    expect(await signups).toEqual(emails.map(() => 201));
    expect(await server!.exited, server!.recentLogs()).toBe(0);

    const rows = await storedFarmers();
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    for (const email of emails) expect(byEmail.has(email), email).toBe(true);
    for (const [email, { profile }] of acknowledged) {
      const row = byEmail.get(email);
      expect(row, email).toBeDefined();
      if (profile)
        expect(row).toMatchObject({
          first_name: profile.firstName,
          last_name: profile.lastName,
          area_of_land: profile.areaOfLand,
          latitude: profile.location[0],
          longitude: profile.location[1],
        });
    }
    // Nothing half-written: every account has its session (signup is one transaction), and a profile is all there or not at all.
    for (const row of rows) {
      expect(row.sessions, row.email).toBeGreaterThanOrEqual(1);
      const fields = [row.first_name, row.last_name, row.area_of_land, row.latitude, row.longitude];
      expect(
        fields.every((field) => field !== null),
        row.email,
      ).toBe(row.profile_setup);
      if (!row.profile_setup)
        expect(
          fields.every((field) => field === null),
          row.email,
        ).toBe(true);
    }
  });
});
