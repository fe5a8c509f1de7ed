import { z } from '../zod';
import { schemeLevels } from '../schemes';

const landMessage = 'Land area must be a number of hectares from 0 to 100000.';

/**
 * GET /api/schemes: each filter defaults to the farmer's profile (the farm's state and country from its location, the
 * land area); `crop` is any catalogue crop name; `all=true` lists every scheme, with whether it fits.
 */
export const schemesQuerySchema = z.object({
  state: z
    .string()
    .regex(/^IN-[A-Z]{2}$/, 'State must be an Indian state code such as IN-MH.')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter code such as IN or US.')
    .optional(),
  landHa: z.coerce.number({ error: landMessage }).min(0, landMessage).max(100_000, landMessage).optional(),
  crop: z.string().trim().min(1).max(100, 'A crop name has at most 100 characters.').optional(),
  all: z.enum(['true', 'false'], { error: 'All must be true or false.' }).optional(),
});
export type SchemesQuery = z.input<typeof schemesQuerySchema>;

export const schemeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The Hindi name farmers know it by (or the programme's name in Hindi). */
  nameHi: z.string(),
  level: z.enum(schemeLevels),
  /** 'IN', 'US', 'EU'… */
  country: z.string(),
  /** The Indian state for a state scheme (code and name). */
  state: z.object({ code: z.string(), name: z.string() }).nullable(),
  category: z.string(),
  summary: z.string(),
  eligibility: z.array(z.string()),
  benefit: z.string(),
  apply: z.object({ how: z.string(), documents: z.array(z.string()) }),
  /** When instalments are paid or applications close, in the scheme's words. */
  calendar: z.array(z.object({ period: z.string(), what: z.string() })),
  status: z.object({ how: z.string(), url: z.string() }).nullable(),
  helplines: z.array(z.object({ number: z.string(), label: z.string() })),
  website: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
  /** Whether the farm fits, with the reason when it does not or cannot be told. */
  fit: z.object({ verdict: z.enum(['fits', 'check', 'does-not-fit']), reasons: z.array(z.string()) }),
});
export type Scheme = z.infer<typeof schemeSchema>;

export const schemesResponseSchema = z.object({
  /** The filter used, after defaults from the profile. */
  filter: z.object({
    country: z.string().nullable(),
    state: z.string().nullable(),
    stateName: z.string().nullable(),
    landHa: z.number().nullable(),
    crop: z.string().nullable(),
  }),
  schemes: z.array(schemeSchema),
});
export type SchemesResponse = z.infer<typeof schemesResponseSchema>;
