import { z } from 'zod';
import { defaultNewsFeeds } from './default-news-feeds';
import { diseaseModelPath } from './paths';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A hop count, never 'true': trusting every hop lets a client name its own address in X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .regex(/^(false|\d{1,2})$/, 'must be the number of proxies in front of the server (1 behind one HAProxy), or false')
    .transform((value) => (value === 'false' ? 0 : Number(value)))
    .default(0),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  CONTACT_EMAIL: z.email().default('help@farmsight.app'),
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an https tile URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LLM_BASE_URL: httpUrl.optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(20_000),
  LLM_STREAM: booleanFlag.default(false),
  NEWS_FEEDS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) URLs' })))
    .optional(),
  NEWS_REFRESH_MINUTES: z.coerce.number().min(0).default(30),
  NEWS_API_KEY: z.string().optional(),
  DISEASE_MODEL_PATH: z.string().min(1).optional(),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  OPEN_METEO_FORECAST_URL: httpUrl.default('https://api.open-meteo.com/v1/forecast'),
  OPEN_METEO_ARCHIVE_URL: httpUrl.default('https://archive-api.open-meteo.com/v1/archive'),
  OPEN_METEO_FLOOD_URL: httpUrl.default('https://flood-api.open-meteo.com/v1/flood'),
  OPEN_METEO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  MANDI_PRICES_URL: httpUrl.default('https://api.data.gov.in/resource/9ef84268-d588-465a-a308-a864a43d0070'),
  DATA_GOV_IN_API_KEY: z.string().optional(),
  MANDI_POLL_MINUTES: z.coerce.number().min(0).default(1440),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** How many proxies in front of the server to trust for X-Forwarded-For/-Proto; 0 trusts none. */
  trustProxyHops: number;
  /** Sign-ups (of any outcome) one client address may make in an hour: a Common Service Centre registers many farmers. */
  signUpsPerAddressPerHour: number;
  contactEmail: string;
  map: { tileUrl: string; attribution: string };
  /** Built web app to serve; undefined serves the API only. */
  webDistDir: string | undefined;
  /** OpenAI-compatible model for the assistant; undefined unless LLM_BASE_URL and LLM_MODEL are both set. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number; stream: boolean } | undefined;
  news: NewsConfig;
  /** The leaf-disease ONNX model (labels.json beside it); preload starts its workers at start instead of on first use. */
  diseaseModel: { path: string; preload: boolean };
  /** A photo upload still arriving after this is cut off with 408 (a trickling one sooner; see the disease routes). */
  uploadTimeoutMs: number;
  /** On SIGTERM, how long /api/ready answers 503 while requests are still served, before the server closes. */
  shutdownDrainMs: number;
  weather: WeatherConfig;
  market: MarketConfig;
}

/** data.gov.in's daily mandi prices; see modules/market. */
export interface MarketConfig {
  pricesUrl: string;
  /** Unset turns mandi prices off. */
  apiKey: string | undefined;
  /** Minutes between polls; 0 polls once at start only. */
  pollMinutes: number;
  timeoutMs: number;
  /** Records asked for per request (data.gov.in serves up to about 1,000). */
  pageSize: number;
  /** Requests one poll may make, so a key capped at a few records per request cannot page forever. */
  maxPages: number;
  /** First wait before retrying a 5xx or 429; doubled at each retry. */
  retryBaseMs: number;
}

/** Open-Meteo's three APIs (or a self-hosted copy); see modules/weather. */
export interface WeatherConfig {
  forecastUrl: string;
  archiveUrl: string;
  floodUrl: string;
  timeoutMs: number;
}

export interface NewsConfig {
  /** Feed URLs to read; empty reads none. */
  feeds: string[];
  /** Minutes between refreshes; 0 refreshes once at start only. */
  refreshMinutes: number;
  /** NewsAPI key; when set, NewsAPI is read as one more source. */
  apiKey: string | undefined;
  fetchTimeoutMs: number;
  maxFeedBytes: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; an empty variable counts as unset. */
export function loadConfig(env: Record<string, string | undefined>, defaults: { webDistDir?: string } = {}): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variable ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL,
    trustProxyHops: vars.TRUST_PROXY,
    signUpsPerAddressPerHour: vars.SIGNUPS_PER_ADDRESS_PER_HOUR,
    contactEmail: vars.CONTACT_EMAIL,
    map: { tileUrl: vars.MAP_TILE_URL, attribution: vars.MAP_TILE_ATTRIBUTION },
    webDistDir: vars.WEB_DIST_DIR ?? defaults.webDistDir,
    llm:
      vars.LLM_BASE_URL && vars.LLM_MODEL
        ? { baseUrl: vars.LLM_BASE_URL, model: vars.LLM_MODEL, apiKey: vars.LLM_API_KEY, timeoutMs: vars.LLM_TIMEOUT_MS, stream: vars.LLM_STREAM }
        : undefined,
    news: {
      // An explicitly empty NEWS_FEEDS means no feeds (the e2e server); tests never read the public defaults.
      feeds: vars.NEWS_FEEDS ?? (env.NEWS_FEEDS === '' || vars.NODE_ENV === 'test' ? [] : defaultNewsFeeds.map((feed) => feed.url)),
      refreshMinutes: vars.NEWS_REFRESH_MINUTES,
      apiKey: vars.NEWS_API_KEY,
      fetchTimeoutMs: 10_000,
      maxFeedBytes: 5 * 1024 * 1024,
    },
    diseaseModel: { path: vars.DISEASE_MODEL_PATH ?? diseaseModelPath, preload: vars.NODE_ENV !== 'test' },
    uploadTimeoutMs: vars.UPLOAD_TIMEOUT_MS,
    weather: {
      forecastUrl: vars.OPEN_METEO_FORECAST_URL,
      archiveUrl: vars.OPEN_METEO_ARCHIVE_URL,
      floodUrl: vars.OPEN_METEO_FLOOD_URL,
      timeoutMs: vars.OPEN_METEO_TIMEOUT_MS,
    },
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    market: {
      pricesUrl: vars.MANDI_PRICES_URL,
      apiKey: vars.DATA_GOV_IN_API_KEY,
      pollMinutes: vars.MANDI_POLL_MINUTES,
      timeoutMs: 30_000,
      pageSize: 1000,
      maxPages: 200,
      retryBaseMs: 2_000,
    },
  };
}
