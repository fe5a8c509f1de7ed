import { z } from './zod';

/** The multipart field that carries the leaf photo. */
export const DISEASE_IMAGE_FIELD = 'image';
export const MAX_DISEASE_IMAGE_BYTES = 10 * 1024 * 1024;
export const diseasePaths = { predict: '/predict/' } as const;

export const diseaseAdviceSchema = z.object({
  symptoms: z.string(),
  management: z.array(z.string()),
  prevention: z.array(z.string()),
  source: z.string(),
});
export type DiseaseAdvice = z.infer<typeof diseaseAdviceSchema>;

export const diseaseCandidateSchema = z.object({ label: z.string(), confidence: z.number().min(0).max(1) });

/** A confident answer names crop and disease; an unclear photo gets crop/disease null and no advice. */
export const diseasePredictionSchema = z.object({
  prediction: z.string(),
  crop: z.string().nullable(),
  disease: z.string().nullable(),
  healthy: z.boolean().nullable(),
  confidence: z.number().min(0).max(1),
  top: z.array(diseaseCandidateSchema),
  advice: diseaseAdviceSchema.nullable(),
});
export type DiseasePrediction = z.infer<typeof diseasePredictionSchema>;
