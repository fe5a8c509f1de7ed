import { z } from 'zod';
import { landUnitIds } from '@farmsight/contracts';

/**
 * The shape of the crop knowledge base (apps/server/src/knowledge/data). Every fact carries `source`, the id of an
 * entry in the crop file's own `sources` or in the shared sources.json; the loader checks that each id resolves.
 * Quantities keep the unit area the source publishes them in (`per: 'acre' | 'ha'`); engines convert for display.
 */

export const sourceId = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a source id (lower case, digits and hyphens)');

export const sourceSchema = z.strictObject({
  institution: z.string().min(2),
  document: z.string().min(2),
  year: z.number().int().min(1950).max(2030),
  url: z.url({ protocol: /^https?$/ }),
});
export type Source = z.infer<typeof sourceSchema>;

/** A single figure, or a [low, high] range as the source gives it. */
const amount = z.union([
  z.number().nonnegative(),
  z.tuple([z.number().nonnegative(), z.number().nonnegative()]).refine(([low, high]) => low <= high, 'low must not exceed high'),
]);
export type Amount = z.infer<typeof amount>;

const range = z.tuple([z.number(), z.number()]).refine(([low, high]) => low <= high, 'low must not exceed high');
const perArea = z.enum(['acre', 'ha']);
/** What a dose is measured against: an area, or (seed treatments, knapsack sprays, fruit trees) seed, water or a plant. */
const perDose = z.enum(['acre', 'ha', 'kg seed', 'litre of water', 'plant']);
const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be MM-DD');

export const seasons = ['kharif', 'rabi', 'zaid', 'perennial'] as const;
export const climateZones = ['tropical', 'subtropical', 'temperate'] as const;
export const cropGroups = ['cereal', 'pulse', 'oilseed', 'fibre-cash', 'fodder', 'vegetable', 'fruit'] as const;

const namesSchema = z.strictObject({
  en: z.string().min(2),
  /** Hindi name in Devanagari. */
  hi: z.string().regex(/^[\u0900-\u097F][\u0900-\u097F\s()/,-]*$/, 'must be Hindi in Devanagari'),
  /** What farmers type: English synonyms, romanised Hindi/Punjabi/Marathi/Telugu/Tamil names, common misspellings. */
  aliases: z.array(z.string().min(2)).min(1),
  /** Other names in Devanagari or other scripts (Gurmukhi, Tamil, Telugu…), matched as typed. */
  native: z.array(z.string().min(1)).default([]),
});

const climateSchema = z.strictObject({
  temperatureC: z.strictObject({ min: z.number(), max: z.number(), optimum: range.optional() }),
  /** Water the crop needs over its season (mm), or the annual rainfall it is grown under. */
  waterNeedMm: range.optional(),
  rainfallMm: range.optional(),
  ph: range,
  soils: z.array(z.string().min(2)).min(1),
  seasons: z.array(z.enum(seasons)).min(1),
  /** Planting months where Indian seasons do not apply (temperate north, southern hemisphere…), in words. */
  outsideIndia: z.string().optional(),
  source: sourceId,
});

const stageRowSchema = z.strictObject({
  /** FAO-56 Table 11's region and planting period, as printed. */
  region: z.string().min(2),
  zones: z.array(z.enum(climateZones)).min(1),
  /** Initial, development, mid-season and late-season lengths in days. */
  lengths: z.tuple([z.number().int().positive(), z.number().int().positive(), z.number().int().positive(), z.number().int().positive()]),
});

export type ClimateZone = (typeof climateZones)[number];
export type StageRow = z.infer<typeof stageRowSchema>;

const fao56Schema = z.strictObject({
  stages: z.array(stageRowSchema).min(1),
  kc: z.strictObject({ initial: z.number().min(0.1).max(1.5), mid: z.number().min(0.1).max(1.5), end: z.number().min(0.1).max(1.5) }),
  /**
   * Basal crop coefficients (FAO-56 Table 17, the dual-coefficient method of Chapter 7): transpiration only, the soil
   * surface dry. Where a crop's row stands in for another (see `assumption`), the same row is read from Table 17.
   * Optional so that a crop added without it still loads; the irrigation engine then derives it from `kc` as FAO-56
   * Chapter 7 does for crops with no Table 17 row.
   */
  kcb: z.strictObject({ initial: z.number().min(0.1).max(1.5), mid: z.number().min(0.1).max(1.5), end: z.number().min(0.1).max(1.5) }).optional(),
  maxHeightM: z.number().positive().max(20),
  rootDepthM: range,
  /** Grown in a puddled field under standing water (paddy): the irrigation engine keeps a ponded-water balance. */
  flooded: z.boolean().optional(),
  /** Soil-water depletion fraction for no stress (Table 22). */
  p: z.number().min(0.1).max(0.8),
  source: sourceId,
  /** Set when FAO-56 has no row for this crop: which row or figures stand in, and why. */
  assumption: z.string().optional(),
});

const sowingSchema = z.strictObject({
  season: z.enum(seasons).optional(),
  from: monthDay,
  to: monthDay,
  note: z.string().optional(),
  source: sourceId,
});

const varietySchema = z.strictObject({
  name: z.string().min(1),
  institute: z.string().min(2),
  year: z.number().int().min(1950).max(2030).optional(),
  note: z.string().optional(),
  source: sourceId.optional(),
});

const seedRateSchema = z.strictObject({
  /** kg of seed (or, with `unit`, another measure such as seedlings or setts). */
  value: amount,
  unit: z.string().default('kg'),
  per: perArea,
  note: z.string().optional(),
  source: sourceId,
});

const spacingSchema = z.strictObject({
  rowCm: amount,
  plantCm: amount.optional(),
  note: z.string().optional(),
  source: sourceId,
});

/** An amount of a product or active ingredient for an area, with the spray water it goes in. */
const doseSchema = z.strictObject({
  value: amount,
  /** e.g. 'ml', 'g', 'kg', 'litre' of the formulation, or 'g a.i.' for active ingredient. */
  unit: z.string().min(1),
  per: perDose,
});
const waterSchema = z.strictObject({ litres: amount, per: perArea });

const chemicalSchema = z.strictObject({
  /** Active ingredient, as the source names it (e.g. 'Imidacloprid'). */
  ai: z.string().min(2),
  /** Formulation as published (e.g. '17.8 SL'). */
  formulation: z.string().optional(),
  /** Required in Indian practices (the loader checks); engines never show it outside India. */
  dose: doseSchema.optional(),
  water: waterSchema.optional(),
  timing: z.string().optional(),
  /** Days to wait between the last spray and harvest, where the source gives them. */
  waitingDays: z.number().int().nonnegative().optional(),
  source: sourceId.optional(),
});
export type Chemical = z.infer<typeof chemicalSchema>;

const seedTreatmentSchema = z.strictObject({
  text: z.string().min(5),
  chemicals: z.array(chemicalSchema).default([]),
  source: sourceId,
});

const nutrientsSchema = z.strictObject({
  /** Nutrient doses (kg of N, P2O5, K2O). */
  n: amount,
  p2o5: amount,
  k2o: amount,
  /** 'plant' for fruit trees, whose doses the sources give per tree (by age, in `split`). */
  per: z.enum(['acre', 'ha', 'plant']),
  /** When and how the doses are split (basal, top dressings…). */
  split: z.string().min(5),
  /** Manure, micronutrients, soil-test caveats. */
  note: z.string().optional(),
  source: sourceId,
});

const irrigationSchema = z.strictObject({
  count: amount.optional(),
  criticalStages: z.array(z.string().min(2)).default([]),
  /**
   * The critical stages the source times in days after sowing: the irrigation engine irrigates on that day when the
   * root zone has begun to dry, even before the FAO-56 balance reaches its threshold (PAU's first wheat irrigation
   * at crown-root initiation).
   */
  criticalStageDays: z.array(z.strictObject({ stage: z.string().min(2), daysAfterSowing: z.number().int().positive() })).default([]),
  /** Paddy: keep water standing for the first days after transplanting, then irrigate days after it has soaked in. */
  paddy: z.strictObject({ keepPondedDays: z.number().int().nonnegative(), daysAfterSoakIn: z.number().int().nonnegative() }).optional(),
  /** When not to irrigate (e.g. the last irrigation before wheat harvest), each with why. */
  avoid: z.array(z.string().min(5)).default([]),
  note: z.string().optional(),
  source: sourceId,
});

const weedControlSchema = z.strictObject({
  weeds: z.string().min(2),
  chemicals: z.array(chemicalSchema).default([]),
  cultural: z.string().optional(),
  source: sourceId,
});

const pestSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(['insect', 'mite', 'nematode', 'disease', 'weed', 'rodent', 'other']),
  name: z.string().min(2),
  /** Local names (romanised and Devanagari) farmers use for it. */
  localNames: z.array(z.string().min(2)).default([]),
  symptoms: z.string().min(5),
  threshold: z.string().optional(),
  cultural: z.string().optional(),
  biological: z.string().optional(),
  chemicals: z.array(chemicalSchema).default([]),
  source: sourceId,
});

/** Nutrients whose shortage farmers ask about by name: beyond the N-P-K dose. */
export const deficientNutrients = [
  'nitrogen',
  'phosphorus',
  'potassium',
  'sulphur',
  'zinc',
  'iron',
  'manganese',
  'boron',
  'magnesium',
  'calcium',
  'copper',
  'molybdenum',
] as const;
export type DeficientNutrient = (typeof deficientNutrients)[number];

/** A nutrient deficiency: how it shows, what prevents it, and the published corrective dose. */
const deficiencySchema = z.strictObject({
  nutrient: z.enum(deficientNutrients),
  symptoms: z.string().min(5),
  /** Soil application, manure or practice that prevents it. */
  prevention: z.string().optional(),
  /** Corrective fertilizer salts or chelates, with the dose and water as published. */
  chemicals: z.array(chemicalSchema).default([]),
  source: sourceId,
});

const harvestSchema = z.strictObject({
  signs: z.string().min(5),
  /** Typical yield in t/ha. */
  yieldTPerHa: range.optional(),
  note: z.string().optional(),
  source: sourceId,
});

/** What to do where: every topic is optional, and a missing topic falls back along the region chain. */
export const practiceSchema = z.strictObject({
  sowing: z.array(sowingSchema).min(1).optional(),
  varieties: z.array(varietySchema).min(1).optional(),
  varietiesSource: sourceId.optional(),
  seedRate: z.array(seedRateSchema).min(1).optional(),
  spacing: spacingSchema.optional(),
  seedTreatment: seedTreatmentSchema.optional(),
  nutrients: nutrientsSchema.optional(),
  irrigation: irrigationSchema.optional(),
  weeds: z.array(weedControlSchema).min(1).optional(),
  pests: z.array(pestSchema).min(1).optional(),
  deficiencies: z.array(deficiencySchema).min(1).optional(),
  harvest: harvestSchema.optional(),
});
export type Practice = z.infer<typeof practiceSchema>;
export type PracticeTopic = keyof Practice;

/**
 * Region keys of `practices`: 'default' (worldwide, FAO-based; never a product dose), 'IN' (India-wide, ICAR) and
 * Indian states by ISO 3166-2 code ('IN-PB'…).
 */
export const regionKey = z.string().regex(/^(default|[A-Z]{2}|IN-[A-Z]{2})$/, "must be 'default', a country code or an Indian state code");

export const cropSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    group: z.enum(cropGroups),
    /** Botanical family, for rotation advice. */
    family: z.string().min(3),
    scientificName: z.string().min(3),
    names: namesSchema,
    /** The product spec's exact name when the crop is one of the /pesticide list's 14. */
    pesticideListName: z.string().optional(),
    climate: climateSchema,
    fao56: fao56Schema,
    practices: z.record(regionKey, practiceSchema),
    /** Focus states with no entry yet: advice there falls back to the nearest zone and says so. */
    noEntryYet: z.array(z.string().regex(/^IN-[A-Z]{2}$/)).default([]),
    sources: z.record(sourceId, sourceSchema).default({}),
  })
  .refine((crop) => crop.practices.default !== undefined, { message: "needs a 'default' practice", path: ['practices', 'default'] });
export type Crop = z.infer<typeof cropSchema>;

export const sharedSourcesSchema = z.record(sourceId, sourceSchema);

export const stateSchema = z.strictObject({
  code: z.string().regex(/^IN-[A-Z]{2}$/),
  en: z.string().min(2),
  hi: z.string().min(2),
  /** GeoNames admin1 code for India (cities data names states by it). */
  geonamesAdmin1: z.string().regex(/^\d{2}$/),
  /** ICAR agro-climatic zone (Planning Commission, 15 zones). */
  zone: z.string().min(3),
  /** Where advice for this state falls back to, nearest and most alike first. */
  fallback: z.array(z.string().regex(/^IN-[A-Z]{2}$/)),
});

export const regionsSchema = z.strictObject({
  /** The states every deep crop must cover or list in `noEntryYet`. */
  focusStates: z.array(z.string().regex(/^IN-[A-Z]{2}$/)).min(1),
  states: z.array(stateSchema).min(1),
  source: sourceId,
});
export type StateInfo = z.infer<typeof stateSchema>;
export type Regions = z.infer<typeof regionsSchema>;

const cropId = z.string().regex(/^[a-z][a-z0-9-]*$/);

export const pesticideKinds = ['insecticide', 'fungicide', 'herbicide', 'bactericide', 'miticide', 'nematicide', 'rodenticide', 'fumigant'] as const;
export type PesticideKind = (typeof pesticideKinds)[number];

export const bannedPesticidesSchema = z.strictObject({
  country: z.literal('IN'),
  entries: z
    .array(
      z.strictObject({
        ai: z.string().min(2),
        /** Other spellings of the ingredient (the official list's own among them). */
        aliases: z.array(z.string().min(2)).optional(),
        status: z.enum(['banned', 'restricted', 'withdrawn', 'refused-registration']),
        /** What kind of product it is, where its registrations do not say (herbicides are not in our extraction). */
        kind: z.enum(pesticideKinds).optional(),
        /** The list's section (I.A banned, I.B banned for use, I.C withdrawn, II refused, III restricted). */
        section: z.string().optional(),
        /** The notification, with its date. */
        instrument: z.string().optional(),
        note: z.string().optional(),
        /** For a restricted ingredient: the crop groups it may never be used on. */
        notOn: z.array(z.enum(cropGroups)).optional(),
        /** … and the catalogue crops it may never be used on. */
        notOnCrops: z.array(cropId).optional(),
        /** … or the only crops it may still be used on. */
        onlyOnCrops: z.array(cropId).optional(),
        /** … or the only way it may still be used. */
        onlyAs: z.literal('seed treatment').optional(),
        /** Formulations (as '3% CG') still allowed, every other being withdrawn. */
        exceptFormulations: z.array(z.string()).optional(),
        /** Formulations whose registrations are cancelled, on every crop. */
        cancelledFormulations: z.array(z.string()).optional(),
        /** No farm use at all (public health, fumigation by operators, locust control). */
        notInAgriculture: z.literal(true).optional(),
        source: sourceId,
      }),
    )
    .min(1),
});
export type BannedPesticides = z.infer<typeof bannedPesticidesSchema>;
export type BannedEntry = BannedPesticides['entries'][number];

const interval = z.tuple([z.number().nonnegative(), z.number().nonnegative()]).refine(([low, high]) => low <= high, 'low must not exceed high');

/**
 * One registered use from CIB&RC's Major Uses of Pesticides: a product on a crop against a pest, with the published
 * doses and waiting period, and the document page and row it was read from.
 */
export const registeredUseSchema = z.strictObject({
  crop: cropId,
  target: z.string().min(3),
  kind: z.enum(pesticideKinds),
  /** The product as printed: active ingredients, strengths and formulation ('Propiconazole 25% EC'). */
  product: z.string().min(3),
  ingredients: z.array(z.string().min(2)).min(1),
  formulation: z.string().min(1),
  per: z.enum(['ha', 'kg seed']),
  activeGrams: interval,
  productAmount: interval,
  unit: z.enum(['g', 'ml']),
  waitingDays: z.number().int().nonnegative().nullable(),
  source: sourceId,
  page: z.number().int().positive(),
  row: z.number().int().nonnegative(),
});
export type RegisteredUse = z.infer<typeof registeredUseSchema>;
export const registeredUsesSchema = z.strictObject({ note: z.string(), uses: z.array(registeredUseSchema).min(1) });

const calendarWindow = z.strictObject({ from: monthDay, to: monthDay, printed: z.string().min(3) });
/** DES's sowing and harvest windows for a crop, season and state ('IN' for its All India row). */
export const calendarEntrySchema = z.strictObject({
  crop: cropId,
  season: z.enum(seasons),
  /** The season as DES names it ('summer', 'rabi'…). */
  desSeason: z.string().min(3),
  region: z.string().regex(/^IN(-[A-Z]{2})?$/),
  sowing: calendarWindow,
  harvest: calendarWindow,
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
export const cropCalendarSchema = z.strictObject({ note: z.string(), source: sourceId, windows: z.array(calendarEntrySchema).min(1) });

const landUnitSize = {
  squareMetres: z.number().positive(),
  /** The unit as the source defines it, in our words. */
  definition: z.string().min(3),
  source: sourceId,
};

/** india/land-units.json: acre and hectare everywhere, and each state's local units with their size there (ADR 0049). */
export const landUnitsSchema = z.strictObject({
  note: z.string(),
  everywhere: z.array(z.strictObject({ unit: z.enum(['acre', 'hectare']), ...landUnitSize })).length(2),
  states: z.array(z.strictObject({ state: z.string().regex(/^IN-[A-Z]{2}$/), unit: z.enum(landUnitIds), ...landUnitSize })).min(1),
});
export type LandUnits = z.infer<typeof landUnitsSchema>;
/**
 * The Hindi of catalogue phrases screens show as they stand (data/hindi-phrases.json), keyed by their English text:
 * the irrigation's critical stages and what to avoid. The loader refuses a catalogue whose phrase has no Hindi.
 */
/** india/pest-names-hi.json: Hindi names of CIB&RC's registered targets, by lower-case English or scientific name. */
export const pestNamesSchema = z.strictObject({
  note: z.string(),
  sources: z.array(sourceId).min(1),
  names: z.record(
    z.string().regex(/^[a-z][a-z .-]*[a-z]$/, 'must be a lower-case English or scientific name'),
    z.string().regex(/^[\u0900-\u097F][^A-Za-z]*$/, 'must be Hindi in Devanagari, with no Latin letters'),
  ),
});

export const hindiPhrasesSchema = z.strictObject({
  note: z.string(),
  phrases: z.record(z.string().min(2), z.string().regex(/^[\u0900-\u097F]/, 'must be Hindi in Devanagari')),
});
