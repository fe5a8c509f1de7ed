import { z } from '../zod';
import { MARKET_CROP_MESSAGE, marketFeedStates, marketNotes } from '../market';

/** GET /api/market/prices?crop=cotton: any name the crop catalogue knows, in any script. */
export const marketPricesQuerySchema = z.object({
  crop: z.string({ error: MARKET_CROP_MESSAGE }).trim().min(1, MARKET_CROP_MESSAGE).max(100, 'A crop name has at most 100 characters.'),
});
export type MarketPricesQuery = z.input<typeof marketPricesQuerySchema>;

/** One market's latest price of the crop, in ₹ per quintal, on its arrival date (YYYY-MM-DD). */
export const marketPriceSchema = z.object({
  market: z.string(),
  district: z.string(),
  state: z.string(),
  variety: z.string(),
  grade: z.string(),
  date: z.string(),
  modal: z.number(),
  min: z.number(),
  max: z.number(),
  /** In the farmer's district, or elsewhere in the state. */
  scope: z.enum(['district', 'state']),
  /** Straight-line km from the farm to the market's town, when the gazetteer knows the town. */
  distanceKm: z.number().nullable(),
});
export type MarketPrice = z.infer<typeof marketPriceSchema>;

/** One day of the trend: the median of the day's modal prices across the markets in scope, and the day's range. */
export const priceTrendPointSchema = z.object({ date: z.string(), modal: z.number(), min: z.number(), max: z.number(), markets: z.number() });
export type PriceTrendPoint = z.infer<typeof priceTrendPointSchema>;

/** A minimum support price (or, for sugarcane, the fair and remunerative price) as announced, with its source. */
export const supportPriceSchema = z.object({
  kind: z.enum(['MSP', 'FRP']),
  /** 'Common', 'Grade A', 'Medium staple'…; empty when the crop has one price. */
  variety: z.string(),
  season: z.enum(['kharif', 'rabi', 'sugar']),
  /** The marketing year, e.g. '2025-26'. */
  year: z.string(),
  price: z.number(),
  source: z.object({ title: z.string(), url: z.string() }),
});
export type SupportPrice = z.infer<typeof supportPriceSchema>;

export const marketPricesResponseSchema = z.object({
  crop: z.object({ id: z.string(), name: z.string() }),
  /** The farm's state (catalogue name) and district (as the feed names it, the one nearest the farm); null where unknown. */
  state: z.string().nullable(),
  district: z.string().nullable(),
  feed: z.object({ state: z.enum(marketFeedStates), message: z.string().nullable(), lastPollAt: z.string().nullable() }),
  markets: z.array(marketPriceSchema),
  /** 'district' or 'state': where the trend's markets are. */
  trendScope: z.enum(['district', 'state']).nullable(),
  trend: z.array(priceTrendPointSchema),
  /** The crop's support prices, the one the gap uses first; empty when the crop has none. */
  supportPrices: z.array(supportPriceSchema),
  /** The nearest market's latest modal price against the first support price. */
  gap: z.object({ market: z.string(), modal: z.number(), supportPrice: z.number(), difference: z.number(), percent: z.number() }).nullable(),
  /** Why the list is empty, when it is: no farm location, a farm outside India, or no market reporting the crop. */
  note: z.enum(marketNotes).nullable(),
});
export type MarketPricesResponse = z.infer<typeof marketPricesResponseSchema>;
