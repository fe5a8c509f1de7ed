import { z } from '../zod';
import { UNKNOWN_SEASON_MESSAGE, plantingSeasons, reasonKinds } from '../crop-planning';
import { harvestSchema, yieldComparisonSchema } from './growth';

/** The crops the catalogue knows, by English name (what the dashboard offers as the farmer types a crop name). */
export const cropCatalogueResponseSchema = z.object({
  crops: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CropCatalogueResponse = z.infer<typeof cropCatalogueResponseSchema>;
const monthMessage = 'Month must be a whole number from 1 to 12.';

export const suggestionsQuerySchema = z.object({
  season: z.enum(plantingSeasons, { error: UNKNOWN_SEASON_MESSAGE }).optional(),
  month: z.coerce.number({ error: monthMessage }).int(monthMessage).min(1, monthMessage).max(12, monthMessage).optional(),
});
export type SuggestionsQuery = z.input<typeof suggestionsQuerySchema>;

/** One reason a crop scored as it did, with the publication it rests on. */
export const suggestionReasonSchema = z.object({
  kind: z.enum(reasonKinds),
  text: z.string(),
  /** Points added to (or taken from) the score. */
  points: z.number(),
  source: z.string(),
});
export type SuggestionReason = z.infer<typeof suggestionReasonSchema>;

export const cropSuggestionSchema = z.object({
  cropId: z.string(),
  name: z.string(),
  score: z.number(),
  reasons: z.array(suggestionReasonSchema),
});
export type CropSuggestion = z.infer<typeof cropSuggestionSchema>;

export const suggestionsResponseSchema = z.object({
  season: z.enum(plantingSeasons),
  /** How the season was chosen: asked, from the month (and hemisphere), or from today's month. */
  basis: z.string(),
  /** The farmer's region in words, or null without a location. */
  region: z.string().nullable(),
  suggestions: z.array(cropSuggestionSchema),
  /** What the ranking could not use ("no soil test yet"). */
  lacking: z.array(z.string()),
  /** With no suggestion: what ruled every crop of the season out and what can be done, with its source; else null. */
  excluded: z.object({ text: z.string(), source: z.string() }).nullable(),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** One harvest of the yield history, labelled with the season it was sown in. */
export const yieldRecordSchema = z.object({
  cropId: z.string(),
  cropType: z.string(),
  /** 'kharif 2025', 'rabi 2025-26'; outside India the sowing month ('March 2025'). */
  season: z.string(),
  seedingDate: z.string(),
  harvest: harvestSchema,
  comparison: yieldComparisonSchema,
});
export type YieldRecord = z.infer<typeof yieldRecordSchema>;

export const yieldHistoryResponseSchema = z.object({ harvests: z.array(yieldRecordSchema) });
export type YieldHistoryResponse = z.infer<typeof yieldHistoryResponseSchema>;
