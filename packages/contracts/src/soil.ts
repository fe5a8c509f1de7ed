import { z } from './zod';

/** The request keys, exactly as the spec names them. */
export const soilInputKeys = {
  pH: 'Soil pH',
  nitrogen: 'Nitrogen (N)',
  phosphorus: 'Phosphorus (P)',
  potassium: 'Potassium (K)',
} as const;

export const MAX_SOIL_PPM = 10_000;
export const NOT_PROVIDED = 'Not provided';

const phMessage = 'Soil pH must be a number from 0 to 14.';
const ppmMessage = (label: string) => `${label} must be a number of ppm from 0 to ${MAX_SOIL_PPM}.`;

const ppmField = (label: string) =>
  z.number({ error: ppmMessage(label) }).min(0, ppmMessage(label)).max(MAX_SOIL_PPM, ppmMessage(label)).nullish();

/** A report may leave any value out (missing or null); 0 is a value. */
export const soilAnalysisRequestSchema = z.object({
  soilData: z.object(
    {
      [soilInputKeys.pH]: z.number({ error: phMessage }).min(0, phMessage).max(14, phMessage).nullish(),
      [soilInputKeys.nitrogen]: ppmField(soilInputKeys.nitrogen),
      [soilInputKeys.phosphorus]: ppmField(soilInputKeys.phosphorus),
      [soilInputKeys.potassium]: ppmField(soilInputKeys.potassium),
    },
    { error: 'soilData must be an object with the soil test values.' },
  ),
});
export type SoilAnalysisRequest = z.input<typeof soilAnalysisRequestSchema>;

const measured = z.union([z.number(), z.literal(NOT_PROVIDED)]);
export const textOrListSchema = z.union([z.string(), z.array(z.string())]);
export type TextOrList = z.infer<typeof textOrListSchema>;

export const nutrientAnalysisSchema = z.object({
  interpretation: z.string(),
  importance: z.string().optional(),
  recommendation: textOrListSchema,
});
export type NutrientAnalysis = z.infer<typeof nutrientAnalysisSchema>;

export const suggestedCropSchema = z.object({ name: z.string(), examples: z.array(z.string()), recommendation: z.string() });
export type SuggestedCrop = z.infer<typeof suggestedCropSchema>;

export const generalRecommendationSchema = z.object({
  description: z.string().optional(),
  recommendation: textOrListSchema,
  crops: z.array(suggestedCropSchema).optional(),
});
export type GeneralRecommendation = z.infer<typeof generalRecommendationSchema>;

export const soilAnalysisResponseSchema = z.object({
  soilData: z.object({ pH: measured, Nitrogen_ppm: measured, Phosphorus_ppm: measured, Potassium_ppm: measured }),
  analysis: z.record(z.string(), nutrientAnalysisSchema),
  generalRecommendations: z.record(z.string(), generalRecommendationSchema),
});
export type SoilAnalysisResponse = z.infer<typeof soilAnalysisResponseSchema>;

export const soilPaths = { analysis: '/soil-analysis', tests: '/soil-tests' } as const;

/** A soil test the farmer submitted, as entered (null: not measured). */
export const savedSoilTestSchema = z.object({
  id: z.string(),
  pH: z.number().nullable(),
  nitrogen: z.number().nullable(),
  phosphorus: z.number().nullable(),
  potassium: z.number().nullable(),
  testedAt: z.string(),
});
export type SavedSoilTest = z.infer<typeof savedSoilTestSchema>;

export const soilTestsResponseSchema = z.object({ tests: z.array(savedSoilTestSchema) });
export type SoilTestsResponse = z.infer<typeof soilTestsResponseSchema>;
