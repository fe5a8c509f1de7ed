import { z } from './zod';

/** The spec's fixed crop list, in dropdown order. */
export const pesticideCrops = [
  'Corn',
  'Soybeans',
  'Wheat',
  'Cotton',
  'Tomatoes',
  'Lettuce',
  'Grapes',
  'Peppers',
  'Apples',
  'Strawberries',
  'Cucumbers',
  'Rice',
  'Citrus Trees (Oranges, Lemons)',
  'Sugarcane',
] as const;
export type PesticideCrop = (typeof pesticideCrops)[number];

export const pesticideTypes = ['insecticide', 'fungicide', 'herbicide', 'bactericide', 'miticide', 'fumigant'] as const;
export type PesticideType = (typeof pesticideTypes)[number];

export const pesticideDetailSchema = z.discriminatedUnion('suitable', [
  z.object({ name: z.string(), type: z.enum(pesticideTypes), suitable: z.literal(true), target: z.string(), source: z.string() }),
  z.object({ name: z.string(), type: z.enum(pesticideTypes), suitable: z.literal(false), reason: z.string(), source: z.string() }),
]);
export type PesticideDetail = z.infer<typeof pesticideDetailSchema>;

export const pesticideInfoSchema = z.object({
  name: z.string(),
  suitable_pesticides: z.array(z.string()),
  not_suitable_pesticides: z.array(z.string()),
  details: z.array(pesticideDetailSchema),
  note: z.string(),
});
export type PesticideInfo = z.infer<typeof pesticideInfoSchema>;

export const pesticideResponseSchema = z.object({ success: z.literal(true), data: pesticideInfoSchema });
export type PesticideResponse = z.infer<typeof pesticideResponseSchema>;

export const pesticideParamsSchema = z.object({ crop: z.string() });

/** The path of one crop's lookup; the name is URL-encoded. */
export const pesticidePath = (crop: string) => `/${encodeURIComponent(crop)}`;
