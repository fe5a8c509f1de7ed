import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@farmsight/contracts';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { addSecurityHeaders } from '../apps/server/src/plugins/security';

/** One figure held against its target, for the summary at the top of the report. */
export interface Target {
  measure: string;
  value: string;
  target: string;
  met: boolean;
  /** Why it misses, when it does. */
  reason?: string;
}

/** One measured area of the report: `run` returns its markdown section and the targets it checked. */
export interface BenchSuite {
  name: string;
  /** The command that re-runs just this suite. */
  command: string;
  run(): Promise<{ markdown: string; targets?: Target[] }>;
}

export interface BenchApp {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** Where the bench app keeps its data: the PostgreSQL named by DATABASE_URL, else embedded PGlite in memory. */
export const benchDatabase = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite in memory';

/** The real app on benchDatabase, listening on a free loopback port. */
export async function startBenchApp(env: Record<string, string> = {}): Promise<BenchApp> {
  const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', NODE_ENV: 'test', NEWS_FEEDS: '', ...database, ...env });
  const app = await buildApp(config);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}

function cookieValue(setCookies: string[], name: string): string {
  const cookie = setCookies.find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in the response`);
  return cookie.slice(name.length + 1).split(';')[0] ?? '';
}

/** Signs up a new farmer with a profile; returns the headers a signed-in browser would send. */
export async function signIn(url: string): Promise<{ headers: Record<string, string> }> {
  const probe = await fetch(`${url}/api/auth/user-info`);
  const xsrf = cookieValue(probe.headers.getSetCookie(), CSRF_COOKIE);
  const base = { 'content-type': 'application/json', [CSRF_HEADER]: xsrf, cookie: `${CSRF_COOKIE}=${xsrf}` };
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: base,
    body: JSON.stringify({ email: `bench-${randomUUID()}@example.test`, password: 'bench-password' }),
  });
  if (signup.status !== 201) throw new Error(`signup failed with ${signup.status}`);
  const session = cookieValue(signup.headers.getSetCookie(), SESSION_COOKIE);
  const headers = { ...base, cookie: `${CSRF_COOKIE}=${xsrf}; ${SESSION_COOKIE}=${session}` };
  const profile = await fetch(`${url}/api/auth/update-profile`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Farmer', areaOfLand: 2, location: [18.52, 73.85] }),
  });
  if (profile.status !== 200) throw new Error(`profile save failed with ${profile.status}`);
  return { headers };
}

export interface ThroughputOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSeconds?: number;
}

export interface Throughput {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  non2xx: number;
}

/** autocannon against one URL (50 connections, 5 s by default). */
export async function throughput(options: ThroughputOptions): Promise<Throughput> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 5,
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP95Ms: result.latency.p97_5,
    non2xx: result.non2xx,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** In-process time of a synchronous call. */
export function timeSync(fn: () => unknown, iterations = 2000) {
  for (let i = 0; i < Math.min(200, iterations); i += 1) fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    fn();
    samples.push((performance.now() - start) * 1000);
  }
  samples.sort((a, b) => a - b);
  return {
    meanMicroseconds: samples.reduce((sum, value) => sum + value, 0) / samples.length,
    p50Microseconds: percentile(samples, 50),
    p95Microseconds: percentile(samples, 95),
  };
}

/** Latency of an async call, `concurrency` at a time, `count` in all. */
export async function latencies(fn: () => Promise<unknown>, options: { count: number; concurrency: number }) {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.count) {
      next += 1;
      const start = performance.now();
      await fn();
      samples.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return { p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), perSecond: options.count / seconds };
}

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** A markdown table row with the in-process time of one engine call. */
export function engineTimeRow(label: string, fn: () => unknown): string {
  const time = timeSync(fn, 5000);
  return `| ${label} | ${fixed(time.meanMicroseconds)} | ${fixed(time.p50Microseconds)} | ${fixed(time.p95Microseconds)} |`;
}

/**
 * A bare Fastify JSON route, the yardstick the other endpoints are compared with; with `securityHeaders`, the app's
 * helmet headers and CSP are added, which every app response carries.
 */
export async function bareFastifyThroughput(options: { securityHeaders?: boolean } = {}) {
  const bare = Fastify();
  if (options.securityHeaders) addSecurityHeaders(bare, loadConfig({}).map.tileUrl);
  bare.get('/json', async () => ({ status: 'ok' }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await throughput({ url: `${url}/json` });
  } finally {
    await bare.close();
  }
}
