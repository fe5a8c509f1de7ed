import { desc, inArray, sql } from 'drizzle-orm';
import type { MarketConfig } from '../../config';
import type { Database } from '../../db/client';
import { foldFeedName, marketData } from './data';
import { fetchAllRecords, type FeedRecord, MandiFeedError } from './feed';
import { mandiPolls, mandiPrices } from './schema';

/** The part of the server's logger a poll writes to. */
export interface MarketLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PollOptions {
  signal?: AbortSignal;
  now?: () => Date;
}

export type PollRow = typeof mandiPolls.$inferSelect;
type PriceRow = typeof mandiPrices.$inferInsert;

const INSERT_BATCH = 500;
/** A poll this much earlier than a full interval still counts as due: timers start when the previous run ends. */
const DUE_SLACK_MS = 60_000;

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null for anything else. */
export function isoArrivalDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso) ? iso : null;
}

/** A price string ('2450', '2450.5') as a number of ₹ per quintal; null when it is not one. */
function price(value: string | number): number | null {
  const number = typeof value === 'number' ? value : Number(value.trim().replace(/,/g, ''));
  return value !== '' && Number.isFinite(number) && number >= 0 ? number : null;
}

/** A feed record as a table row, with its catalogue crop and state; null when its date or prices are unreadable. */
export function priceRow(record: FeedRecord, fetchedAt: Date): PriceRow | null {
  const arrivalDate = isoArrivalDate(record.arrival_date);
  const [minPrice, maxPrice, modalPrice] = [price(record.min_price), price(record.max_price), price(record.modal_price)];
  if (arrivalDate === null || minPrice === null || maxPrice === null || modalPrice === null) return null;
  const { cropOfCommodity, stateOfName } = marketData();
  return {
    state: record.state.trim(),
    district: record.district.trim(),
    market: record.market.trim(),
    commodity: record.commodity.trim(),
    variety: record.variety.trim(),
    grade: record.grade.trim(),
    arrivalDate,
    minPrice,
    maxPrice,
    modalPrice,
    cropId: cropOfCommodity.get(foldFeedName(record.commodity)) ?? null,
    stateCode: stateOfName.get(foldFeedName(record.state)) ?? null,
    fetchedAt,
  };
}

/** Upserts the rows: a record seen again (same market, commodity, variety, grade and day) takes the newer prices. */
export async function storePrices(db: Database, rows: PriceRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx
        .insert(mandiPrices)
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [
            mandiPrices.state,
            mandiPrices.district,
            mandiPrices.market,
            mandiPrices.commodity,
            mandiPrices.variety,
            mandiPrices.grade,
            mandiPrices.arrivalDate,
          ],
          set: {
            minPrice: sql`excluded.min_price`,
            maxPrice: sql`excluded.max_price`,
            modalPrice: sql`excluded.modal_price`,
            cropId: sql`excluded.crop_id`,
            stateCode: sql`excluded.state_code`,
            fetchedAt: sql`excluded.fetched_at`,
          },
        });
    }
  });
}

/** The same record twice in one answer (the feed repeats some) would make one upsert touch a row twice. */
function uniqueRows(rows: PriceRow[]): PriceRow[] {
  const byKey = new Map<string, PriceRow>();
  for (const row of rows) byKey.set([row.state, row.district, row.market, row.commodity, row.variety, row.grade, row.arrivalDate].join('\u0000'), row);
  return [...byKey.values()];
}

/** Reads the whole feed once and stores every record, then notes how the poll went. */
export async function pollMandiPrices(db: Database, market: MarketConfig & { apiKey: string }, log: MarketLog, options: PollOptions = {}): Promise<PollRow> {
  const startedAt = options.now?.() ?? new Date();
  let status: 'ok' | 'partial' | 'failed';
  let records = 0;
  let message: string | null;
  try {
    const sweep = await fetchAllRecords({ ...market, signal: options.signal }, market.pageSize, market.maxPages);
    const rows = uniqueRows(sweep.records.map((record) => priceRow(record, startedAt)).filter((row): row is PriceRow => row !== null));
    if (options.signal?.aborted) throw new MandiFeedError('aborted');
    await storePrices(db, rows);
    records = rows.length;
    status = sweep.incomplete ? 'partial' : 'ok';
    message = sweep.incomplete ?? null;
    const unreadable = sweep.records.length - rows.length + sweep.skipped;
    log.info({ records, unreadable, total: sweep.total }, 'mandi prices polled');
    if (sweep.incomplete) log.warn({ records }, `mandi poll stopped early: ${sweep.incomplete}`);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    status = 'failed';
    message = error instanceof MandiFeedError ? error.message : 'The mandi price poll failed.';
    log.warn({ error: error instanceof Error ? error.message : String(error) }, `mandi poll failed: ${message}`);
  }
  const [row] = await db
    .insert(mandiPolls)
    .values({ startedAt, finishedAt: options.now?.() ?? new Date(), status, records, message })
    .returning();
  return row!;
}

/** The last poll that finished, whatever its outcome. */
export async function lastPoll(db: Database): Promise<PollRow | undefined> {
  const [row] = await db.select().from(mandiPolls).orderBy(desc(mandiPolls.startedAt)).limit(1);
  return row;
}

/**
 * Polls unless a poll that stored prices started less than an interval ago: an instance that restarts, or takes the
 * job's lock from one that stopped, does not poll the same day again. Returns the poll made, or undefined.
 */
export async function pollIfDue(
  db: Database,
  market: MarketConfig & { apiKey: string },
  log: MarketLog,
  options: PollOptions = {},
): Promise<PollRow | undefined> {
  const now = options.now?.() ?? new Date();
  const [lastGood] = await db
    .select({ startedAt: mandiPolls.startedAt })
    .from(mandiPolls)
    .where(inArray(mandiPolls.status, ['ok', 'partial']))
    .orderBy(desc(mandiPolls.startedAt))
    .limit(1);
  const intervalMs = market.pollMinutes * 60_000;
  if (lastGood && intervalMs > 0 && now.getTime() - lastGood.startedAt.getTime() < intervalMs - DUE_SLACK_MS) {
    log.info({ lastPoll: lastGood.startedAt.toISOString() }, 'mandi prices: polled recently, next poll at the next interval');
    return undefined;
  }
  return pollMandiPrices(db, market, log, options);
}
