import { z } from '../zod';
import { languages } from '../languages';
import { pesticideTypes } from '../pesticides';

const interval = z.tuple([z.number(), z.number()]);

/**
 * One registered use of a product, as CIB&RC publishes it: the doses per hectare (or per kg of seed for a seed
 * treatment), the same per acre (our conversion), the spray water where the source gives it, and the waiting period.
 */
export const registeredDoseSchema = z.object({
  target: z.string(),
  /** Set where the target is not in the asked language: CIB&RC's English name, which the glossary has no Hindi for yet. */
  targetLanguage: z.enum(languages).optional(),
  per: z.enum(['ha', 'kg seed']),
  /** Grams of active ingredient, [low, high]. */
  activeIngredientG: interval,
  /** Formulated product, [low, high], in `unit`, per hectare or per kg of seed. */
  product: interval,
  /** The product per acre (per-hectare figures ÷ 2.4711); null for seed treatments. */
  productPerAcre: interval.nullable(),
  unit: z.enum(['g', 'ml']),
  /** Spray water in litres per hectare where the source prints it; null means 'as on the label'. */
  waterLitresPerHa: interval.nullable(),
  /** Days between the last application and harvest; null where the source prints none. */
  waitingDays: z.number().int().nonnegative().nullable(),
  citation: z.string(),
});
export type RegisteredDose = z.infer<typeof registeredDoseSchema>;

export const pesticideDetailSchema = z.discriminatedUnion('suitable', [
  z.object({
    name: z.string(),
    type: z.enum(pesticideTypes),
    suitable: z.literal(true),
    target: z.string(),
    targetLanguage: z.enum(languages).optional(),
    source: z.string(),
    /** The active ingredients (a combination product has several). */
    activeIngredients: z.array(z.string()).optional(),
    /** The registered uses with their doses (farms in India). */
    doses: z.array(registeredDoseSchema).optional(),
    /** Which rule the entry came from: 'national registration (CIB&RC)', 'for Punjab (PAU)'… */
    basis: z.string().optional(),
  }),
  z.object({
    name: z.string(),
    type: z.enum(pesticideTypes),
    suitable: z.literal(false),
    reason: z.string(),
    /** Set where the reason is not in the asked language (the curated list's reasons are in English only). */
    reasonLanguage: z.enum(languages).optional(),
    source: z.string(),
  }),
]);
export type PesticideDetail = z.infer<typeof pesticideDetailSchema>;

export const pesticideInfoSchema = z.object({
  name: z.string(),
  suitable_pesticides: z.array(z.string()),
  not_suitable_pesticides: z.array(z.string()),
  details: z.array(pesticideDetailSchema),
  note: z.string(),
  /** What the lists rest on, in words: 'India: registrations by CIB&RC…' or the general rule elsewhere. */
  basis: z.string().optional(),
});
export type PesticideInfo = z.infer<typeof pesticideInfoSchema>;

export const pesticideResponseSchema = z.object({ success: z.literal(true), data: pesticideInfoSchema });
export type PesticideResponse = z.infer<typeof pesticideResponseSchema>;

export const pesticideParamsSchema = z.object({ crop: z.string() });
