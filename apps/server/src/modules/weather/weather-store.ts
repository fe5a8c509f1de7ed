import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LOCATION_REQUIRED_MESSAGE, WEATHER_UNAVAILABLE_MESSAGE } from '@farmsight/contracts';
import type { WeatherConfig } from '../../config';
import type { Database } from '../../db/client';
import { weatherCache } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  fetchClimate,
  fetchFloodForecast,
  fetchFloodHistory,
  fetchForecast,
  type Climate,
  type FloodForecast,
  type FloodHistory,
  type Forecast,
} from './open-meteo';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Payloads {
  forecast: Forecast;
  climate: Climate;
  flood: FloodForecast;
  'flood-history': FloodHistory;
}
export type WeatherKind = keyof Payloads;

/** How long an answer counts as fresh: forecasts change hourly, 30-year statistics hardly at all. */
const FRESH_FOR_MS: Record<WeatherKind, number> = { forecast: HOUR_MS, flood: HOUR_MS, climate: 30 * DAY_MS, 'flood-history': 30 * DAY_MS };

/** Parsed answers kept in memory per instance; the database is the shared copy. A climate answer is about 1 MB. */
const MEMORY_ENTRIES = 64;

/** A 0.1° cell (about 11 km): every farm in it shares its weather. */
export interface Cell {
  id: string;
  latitude: number;
  longitude: number;
}

export function cellOf(latitude: number, longitude: number): Cell {
  const lat = Math.round(latitude * 10) / 10;
  const lon = Math.round(longitude * 10) / 10;
  return { id: `${lat.toFixed(1)},${lon.toFixed(1)}`, latitude: lat, longitude: lon };
}

/** The signed-in farmer's cell; 409 LOCATION_REQUIRED while the profile has no location. */
export function cellOfUser(user: { latitude: number | null; longitude: number | null }): Cell {
  if (user.latitude === null || user.longitude === null) throw new HttpError(409, 'LOCATION_REQUIRED', LOCATION_REQUIRED_MESSAGE);
  return cellOf(user.latitude, user.longitude);
}

export interface Cached<T> {
  value: T;
  fetchedAt: Date;
  /** True when the upstream failed and this is the last good answer. */
  stale: boolean;
}

type Fetchers = { [K in WeatherKind]: (config: WeatherConfig, cell: Cell, now: Date, signal?: AbortSignal) => Promise<Payloads[K]> };

const fetchers: Fetchers = {
  forecast: (config, cell, _now, signal) => fetchForecast(config, cell.latitude, cell.longitude, signal),
  climate: (config, cell, now, signal) => fetchClimate(config, cell.latitude, cell.longitude, now, signal),
  flood: (config, cell, _now, signal) => fetchFloodForecast(config, cell.latitude, cell.longitude, signal),
  'flood-history': (config, cell, now, signal) => fetchFloodHistory(config, cell.latitude, cell.longitude, now, signal),
};

/**
 * Weather per cell through three layers: this instance's memory, the shared weather_cache table, then Open-Meteo.
 * Concurrent requests for one cell share one upstream call. When the upstream fails, the last good answer serves
 * with its time; with none, 503 WEATHER_UNAVAILABLE.
 */
export class WeatherStore {
  private readonly memory = new Map<string, { value: unknown; fetchedAt: Date }>();
  private readonly inFlight = new Map<string, Promise<Cached<unknown>>>();

  constructor(
    private readonly db: Database,
    private readonly config: WeatherConfig,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get<K extends WeatherKind>(kind: K, cell: Cell, signal?: AbortSignal): Promise<Cached<Payloads[K]>> {
    const key = `${kind}|${cell.id}`;
    const inMemory = this.memory.get(key);
    // A stale copy here may be fresh in the table: another instance may have fetched it since.
    const held = inMemory && this.isFresh(kind, inMemory.fetchedAt) ? inMemory : ((await this.load(kind, cell)) ?? inMemory);
    if (held && this.isFresh(kind, held.fetchedAt)) {
      this.remember(key, held);
      return { value: held.value as Payloads[K], fetchedAt: held.fetchedAt, stale: false };
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.refresh(kind, cell, held, signal).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return (await pending) as Cached<Payloads[K]>;
  }

  /** Fetches one kind for one cell now and stores it: what a background refresh would call. */
  async refresh<K extends WeatherKind>(
    kind: K,
    cell: Cell,
    lastGood?: { value: unknown; fetchedAt: Date },
    signal?: AbortSignal,
  ): Promise<Cached<Payloads[K]>> {
    const key = `${kind}|${cell.id}`;
    const fetchedAt = this.now();
    try {
      const value = await fetchers[kind](this.config, cell, fetchedAt, signal);
      await this.db
        .insert(weatherCache)
        .values({ cell: cell.id, kind, payload: value, fetchedAt })
        .onConflictDoUpdate({ target: [weatherCache.cell, weatherCache.kind], set: { payload: value, fetchedAt } });
      this.remember(key, { value, fetchedAt });
      return { value, fetchedAt, stale: false };
    } catch (err) {
      this.log.warn({ err, kind, cell: cell.id }, 'weather: upstream failed');
      if (lastGood) return { value: lastGood.value as Payloads[K], fetchedAt: lastGood.fetchedAt, stale: true };
      throw new HttpError(503, 'WEATHER_UNAVAILABLE', WEATHER_UNAVAILABLE_MESSAGE);
    }
  }

  private isFresh(kind: WeatherKind, fetchedAt: Date): boolean {
    return this.now().getTime() - fetchedAt.getTime() < FRESH_FOR_MS[kind];
  }

  private async load(kind: WeatherKind, cell: Cell): Promise<{ value: unknown; fetchedAt: Date } | undefined> {
    const [row] = await this.db
      .select({ payload: weatherCache.payload, fetchedAt: weatherCache.fetchedAt })
      .from(weatherCache)
      .where(and(eq(weatherCache.cell, cell.id), eq(weatherCache.kind, kind)))
      .limit(1);
    return row ? { value: row.payload, fetchedAt: row.fetchedAt } : undefined;
  }

  private remember(key: string, entry: { value: unknown; fetchedAt: Date }): void {
    this.memory.delete(key);
    this.memory.set(key, entry);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value!);
  }
}
