import { z } from '../zod';
import { diseaseVerdicts, plantParts } from '../disease';

export const diseaseAdviceSchema = z.object({
  symptoms: z.string(),
  management: z.array(z.string()),
  prevention: z.array(z.string()),
  source: z.string(),
});
export type DiseaseAdvice = z.infer<typeof diseaseAdviceSchema>;

export const diseaseCandidateSchema = z.object({ label: z.string(), confidence: z.number().min(0).max(1) });

/**
 * A diagnosis names crop and disease, with its top 3 and advice; any other verdict has crop/disease null, no
 * candidates and no advice, and `prediction` is the sentence for the farmer.
 */
export const diseasePredictionSchema = z.object({
  verdict: z.enum(diseaseVerdicts),
  prediction: z.string(),
  crop: z.string().nullable(),
  disease: z.string().nullable(),
  healthy: z.boolean().nullable(),
  confidence: z.number().min(0).max(1),
  top: z.array(diseaseCandidateSchema),
  advice: diseaseAdviceSchema.nullable(),
});
export type DiseasePrediction = z.infer<typeof diseasePredictionSchema>;

/** What the served model can judge: the crops it knows (in the model's class order) and how many classes it has. */
export const diseaseModelInfoSchema = z.object({
  crops: z.array(z.string()),
  classes: z.number().int().positive(),
});
export type DiseaseModelInfo = z.infer<typeof diseaseModelInfoSchema>;

/** GET /guide/: the crops the symptom guide covers (crops the photo model does not know), named in the asked language. */
export const symptomGuideCropsSchema = z.object({
  crops: z.array(z.object({ id: z.string(), name: z.string(), parts: z.array(z.enum(plantParts)) })),
});
export type SymptomGuideCrops = z.infer<typeof symptomGuideCropsSchema>;

/** GET /guide/match/?crop=&text=: the farmer's crop (id or name) and what they see, in their own words. */
export const symptomGuideQuerySchema = z.object({
  crop: z.string().trim().min(1, 'Choose a crop.').max(60),
  text: z.string().trim().min(3, 'Describe what you see on the plant in a few words.').max(500),
});
export type SymptomGuideQuery = z.infer<typeof symptomGuideQuerySchema>;

export const registeredProductSchema = z.object({
  /** Product as registered: active ingredient(s), strength and formulation, e.g. "Propiconazole 25% EC". */
  product: z.string(),
  /** The registered dose of the product, worded in the asked language, e.g. "500 ml per hectare". */
  dose: z.string(),
  /** Days between the last spray and harvest; null where the registration states none (seed treatments). */
  waitingPeriodDays: z.number().int().nonnegative().nullable(),
  /** The official document and its page. */
  source: z.string(),
});
export type RegisteredProduct = z.infer<typeof registeredProductSchema>;

export const symptomMatchSchema = z.object({
  id: z.string(),
  part: z.enum(plantParts),
  symptom: z.string(),
  candidates: z.array(z.object({ name: z.string(), scientificName: z.string() })),
  management: z.array(z.object({ text: z.string(), source: z.string() })),
  products: z.array(registeredProductSchema),
});
export type SymptomMatch = z.infer<typeof symptomMatchSchema>;

/** The guide's answer: the crop it understood and its entries whose symptoms share the most words with the text. */
export const symptomGuideAnswerSchema = z.object({
  crop: z.object({ id: z.string(), name: z.string() }),
  matches: z.array(symptomMatchSchema),
});
export type SymptomGuideAnswer = z.infer<typeof symptomGuideAnswerSchema>;
