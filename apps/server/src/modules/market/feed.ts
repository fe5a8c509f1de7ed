import { z } from 'zod';

/** Where the feed lives, the key, and how patiently to ask (MarketConfig). */
export interface FeedClientOptions {
  pricesUrl: string;
  apiKey: string;
  timeoutMs: number;
  retryBaseMs: number;
  signal?: AbortSignal | undefined;
}

/** The feed's own filters: exact names as it spells them. */
export interface FeedFilters {
  state?: string;
  district?: string;
  commodity?: string;
}

/** One record as data.gov.in sends it: every field a string, prices in ₹ per quintal, arrival_date DD/MM/YYYY. */
const recordSchema = z.object({
  state: z.string(),
  district: z.string(),
  market: z.string(),
  commodity: z.string(),
  variety: z.string().default(''),
  grade: z.string().default(''),
  arrival_date: z.string(),
  min_price: z.union([z.string(), z.number()]),
  max_price: z.union([z.string(), z.number()]),
  modal_price: z.union([z.string(), z.number()]),
});
export type FeedRecord = z.infer<typeof recordSchema>;

const pageSchema = z.object({
  records: z.array(z.unknown()),
  total: z.coerce.number().int().min(0).optional(),
});

export interface FeedPage {
  records: FeedRecord[];
  /** Records that did not have the fields above. */
  skipped: number;
  /** The feed's count of every record matching the filters, when it says. */
  total: number | undefined;
}

/** Why a poll failed, in a sentence fit for the farmer's screen and the log. */
export class MandiFeedError extends Error {
  override name = 'MandiFeedError';
}

/** Answers worth asking again: the service is busy or briefly down. */
const TRANSIENT = new Set([429, 500, 502, 503, 504]);
const ATTEMPTS = 4;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new MandiFeedError('aborted'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new MandiFeedError('aborted'));
      },
      { once: true },
    );
  });
}

export function pageUrl(options: FeedClientOptions, offset: number, limit: number, filters: FeedFilters = {}): URL {
  const url = new URL(options.pricesUrl);
  url.searchParams.set('api-key', options.apiKey);
  url.searchParams.set('format', 'json'); // XML otherwise
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('offset', String(offset));
  if (filters.state) url.searchParams.set('filters[state.keyword]', filters.state);
  if (filters.district) url.searchParams.set('filters[district]', filters.district);
  if (filters.commodity) url.searchParams.set('filters[commodity]', filters.commodity);
  return url;
}

/** One GET, as text, or the reason it failed; `retry` says whether asking again may help. */
async function getOnce(url: URL, options: FeedClientOptions): Promise<{ body: string } | { error: string; retry: boolean }> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'FarmSight-market/1.0 (mandi prices)' },
      signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
    });
    const body = await response.text();
    if (response.status === 401 || response.status === 403)
      return { error: `data.gov.in refused the API key (HTTP ${response.status}); check DATA_GOV_IN_API_KEY.`, retry: false };
    if (!response.ok) return { error: `data.gov.in answered HTTP ${response.status}.`, retry: TRANSIENT.has(response.status) };
    return { body };
  } catch (error) {
    if (options.signal?.aborted) throw new MandiFeedError('aborted');
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : 'unreachable';
    return { error: `data.gov.in was ${reason}.`, retry: true };
  }
}

/**
 * Reads one page of the feed. A refused key fails at once; a 5xx, 429, timeout or refused connection is asked again
 * up to ATTEMPTS times, waiting retryBaseMs, then twice that, and so on. A body that is not the feed's JSON fails.
 */
export async function fetchFeedPage(options: FeedClientOptions, offset: number, limit: number, filters?: FeedFilters): Promise<FeedPage> {
  const url = pageUrl(options, offset, limit, filters);
  let outcome = await getOnce(url, options);
  for (let attempt = 1; 'error' in outcome && outcome.retry && attempt < ATTEMPTS; attempt++) {
    await wait(options.retryBaseMs * 2 ** (attempt - 1), options.signal);
    outcome = await getOnce(url, options);
  }
  if ('error' in outcome) throw new MandiFeedError(outcome.retry ? `${outcome.error.slice(0, -1)} after ${ATTEMPTS} tries.` : outcome.error);

  let json: unknown;
  try {
    json = JSON.parse(outcome.body);
  } catch {
    throw new MandiFeedError('data.gov.in answered with malformed JSON.');
  }
  const page = pageSchema.safeParse(json);
  if (!page.success) throw new MandiFeedError('data.gov.in answered JSON without a list of records.');
  const records: FeedRecord[] = [];
  for (const raw of page.data.records) {
    const record = recordSchema.safeParse(raw);
    if (record.success) records.push(record.data);
  }
  return { records, skipped: page.data.records.length - records.length, total: page.data.total };
}

export interface FeedSweep {
  records: FeedRecord[];
  skipped: number;
  total: number | undefined;
  /** Set when the sweep stopped before the feed's total: the request limit was reached. */
  incomplete: string | undefined;
}

/**
 * Pages through every record matching the filters, by offset. A key that returns fewer records than asked while the
 * total says more (data.gov.in's sample key gives 10) is paged in its own steps, up to maxPages requests.
 */
export async function fetchAllRecords(options: FeedClientOptions, pageSize: number, maxPages: number, filters?: FeedFilters): Promise<FeedSweep> {
  const records: FeedRecord[] = [];
  let skipped = 0;
  let total: number | undefined;
  let offset = 0;
  let cap: number | undefined;
  for (let pages = 0; pages < maxPages; pages++) {
    const page = await fetchFeedPage(options, offset, pageSize, filters);
    records.push(...page.records);
    skipped += page.skipped;
    total = page.total ?? total;
    const received = page.records.length + page.skipped;
    offset += received;
    const done = received === 0 || (total === undefined ? received < pageSize : offset >= total);
    if (done) return { records, skipped, total, incomplete: undefined };
    if (received < pageSize) cap = received;
  }
  const capNote =
    cap === undefined
      ? ''
      : ` The key returns at most ${cap} records a request (data.gov.in's sample key does so); a key of your own returns up to ${pageSize}.`;
  return { records, skipped, total, incomplete: `Read ${offset} of ${total} records in ${maxPages} requests.${capNote}` };
}
