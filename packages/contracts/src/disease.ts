import { z } from './zod';

/** The multipart field that carries the leaf photo. */
export const DISEASE_IMAGE_FIELD = 'image';
export const MAX_DISEASE_IMAGE_BYTES = 10 * 1024 * 1024;
export const diseasePaths = { predict: '/predict/', model: '/model/' } as const;

export const diseaseAdviceSchema = z.object({
  symptoms: z.string(),
  management: z.array(z.string()),
  prevention: z.array(z.string()),
  source: z.string(),
});
export type DiseaseAdvice = z.infer<typeof diseaseAdviceSchema>;

export const diseaseCandidateSchema = z.object({ label: z.string(), confidence: z.number().min(0).max(1) });

/**
 * A confident answer names crop and disease; an unclear photo gets crop/disease null and no advice, and a photo that
 * does not look like a leaf photo at all (too little leaf colour, flat, noise, a drawing) also no candidates in top.
 */
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

/** What the served model can judge: the crops it knows (in the model's class order) and how many classes it has. */
export const diseaseModelInfoSchema = z.object({
  crops: z.array(z.string()),
  classes: z.number().int().positive(),
});
export type DiseaseModelInfo = z.infer<typeof diseaseModelInfoSchema>;
