import type { Language, MarketPrice, MarketPricesResponse, PriceTrendPoint } from '@farmsight/contracts';
import { and, eq, gte, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cropNameIn, type Crop, type FarmRegion } from '../../knowledge';
import { supportPricesOf } from './data';
import { distanceKm, locate } from './places';
import { lastPoll } from './poll';
import { mandiPrices } from './schema';

/** Days of history in the trend, and how recent a market's price must be to be listed. */
export const TREND_DAYS = 30;
const MAX_MARKETS = 12;

type Row = typeof mandiPrices.$inferSelect;

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 100) / 100;
}

/** The feed's district nearest the farm: each district the feed names in the state, placed at its namesake town. */
function nearestDistrict(districts: string[], region: FarmRegion): string | null {
  let best: { district: string; km: number } | undefined;
  for (const district of districts) {
    const place = locate(district, region.state!);
    if (!place) continue;
    const km = distanceKm(region, place);
    if (!best || km < best.km) best = { district, km };
  }
  return best?.district ?? null;
}

/** Per market, variety and grade, its latest row. */
function latestPerMarket(rows: Row[]): Row[] {
  const latest = new Map<string, Row>();
  for (const row of rows) {
    const key = [row.district, row.market, row.variety, row.grade].join('\u0000');
    const seen = latest.get(key);
    if (!seen || row.arrivalDate > seen.arrivalDate) latest.set(key, row);
  }
  return [...latest.values()];
}

function trendOf(rows: Row[]): PriceTrendPoint[] {
  const byDate = new Map<string, Row[]>();
  for (const row of rows) byDate.set(row.arrivalDate, [...(byDate.get(row.arrivalDate) ?? []), row]);
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({
      date,
      modal: median(day.map((row) => row.modalPrice)),
      min: Math.min(...day.map((row) => row.minPrice)),
      max: Math.max(...day.map((row) => row.maxPrice)),
      markets: new Set(day.map((row) => `${row.district}|${row.market}`)).size,
    }));
}

async function feedState(db: Database, keySet: boolean): Promise<MarketPricesResponse['feed']> {
  if (!keySet) return { state: 'off', message: 'Mandi prices are turned off on this server: no data.gov.in API key is set.', lastPollAt: null };
  const poll = await lastPoll(db);
  if (!poll) return { state: 'waiting', message: null, lastPollAt: null };
  return { state: poll.status === 'failed' ? 'failing' : 'ok', message: poll.message, lastPollAt: poll.finishedAt.toISOString() };
}

/**
 * The crop's prices near the farm, from stored polls only: the latest price at each market of the farm's district,
 * then of the rest of its state, nearest first; the median modal price per day over the last TREND_DAYS days that
 * the feed has (the district's markets when they report the crop, else the state's); the announced support price
 * and the gap to the nearest market's modal price. A refused key or a failed poll is said, never papered over. The crop
 * and the state are named in `language`; districts and markets as the feed spells them.
 */
export async function marketPrices(
  db: Database,
  crop: Crop,
  region: FarmRegion | null,
  keySet: boolean,
  language: Language = 'en',
): Promise<MarketPricesResponse> {
  const supportPrices = supportPricesOf(crop.id);
  const feed = await feedState(db, keySet);
  const answer: MarketPricesResponse = {
    crop: { id: crop.id, name: cropNameIn(crop, language) },
    state: region?.state?.[language] ?? null,
    district: null,
    feed,
    markets: [],
    trendScope: null,
    trend: [],
    supportPrices,
    gap: null,
    note: null,
  };
  if (!region) return { ...answer, note: 'no-location' };
  if (region.country !== 'IN' || !region.state) return { ...answer, note: 'outside-india' };
  if (feed.state === 'off') return answer;
  const state = region.state;

  const districts = await db.selectDistinct({ district: mandiPrices.district }).from(mandiPrices).where(eq(mandiPrices.stateCode, state.code));
  const district = nearestDistrict(
    districts.map((row) => row.district),
    region,
  );
  const ofCrop = and(eq(mandiPrices.cropId, crop.id), eq(mandiPrices.stateCode, state.code));
  const [newest] = await db
    .select({ date: max(mandiPrices.arrivalDate) })
    .from(mandiPrices)
    .where(ofCrop);
  if (!newest?.date) return { ...answer, district, note: 'no-markets' };
  const rows = await db
    .select()
    .from(mandiPrices)
    .where(and(ofCrop, gte(mandiPrices.arrivalDate, addDays(newest.date, 1 - TREND_DAYS))));

  const markets: MarketPrice[] = latestPerMarket(rows)
    .map((row) => {
      const place = locate(row.market, state);
      return {
        market: row.market,
        district: row.district,
        state: row.state,
        variety: row.variety,
        grade: row.grade,
        date: row.arrivalDate,
        modal: row.modalPrice,
        min: row.minPrice,
        max: row.maxPrice,
        scope: row.district === district ? ('district' as const) : ('state' as const),
        distanceKm: place ? Math.round(distanceKm(region, place)) : null,
      };
    })
    .sort(
      (a, b) =>
        Number(a.scope === 'state') - Number(b.scope === 'state') ||
        (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) ||
        b.date.localeCompare(a.date) ||
        a.market.localeCompare(b.market),
    )
    .slice(0, MAX_MARKETS);

  const inDistrict = rows.filter((row) => row.district === district);
  const trendScope = inDistrict.length > 0 ? 'district' : 'state';
  const nearest = markets[0];
  const reference = supportPrices[0];
  return {
    ...answer,
    district,
    markets,
    trendScope,
    trend: trendOf(trendScope === 'district' ? inDistrict : rows),
    gap:
      nearest && reference
        ? {
            market: nearest.market,
            modal: nearest.modal,
            supportPrice: reference.price,
            difference: Math.round((nearest.modal - reference.price) * 100) / 100,
            percent: Math.round(((nearest.modal - reference.price) / reference.price) * 1000) / 10,
          }
        : null,
  };
}
