import type { DiseasePrediction } from '@farmsight/contracts';
import { z } from 'zod';
import type { ClassAdvice } from './data/advice';
import type { PhotoMeasures } from './image';

/** labels.json beside the model: class order, preprocessing and the thresholds chosen on validation data. */
export const modelSpecSchema = z.object({
  classes: z.array(z.string()).min(2),
  input: z.object({ name: z.string(), size: z.number().int().positive(), layout: z.literal('NCHW') }),
  mean: z.array(z.number()).length(3),
  std: z.array(z.number()).length(3),
  resize: z.string(),
  /** Below this top-1 probability the photo is called unclear. */
  lowConfidenceThreshold: z.number().min(0).max(1),
  /** Below this share of leaf-coloured pixels the photo is called unclear, whatever the model says. */
  minPlantFraction: z.number().min(0).max(1),
  /** Under this detail (a flat surface) or over this grain (noise) the photo is called unclear, whatever the model says. */
  minDetail: z.number().min(0),
  maxGrain: z.number().positive(),
  /** Under this many distinct colours (a drawing, a graphic) the photo is called unclear, whatever the model says. */
  minColours: z.number().int().min(0),
});
export type ModelSpec = z.infer<typeof modelSpecSchema>;

export const UNCLEAR_PREDICTION = 'The photo is unclear. Please upload a close, well-lit photo of a single leaf.';

export function softmax(logits: ArrayLike<number>): number[] {
  const values = Array.from(logits);
  const max = Math.max(...values);
  const exps = values.map((value) => Math.exp(value - max));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

export function labelOf(advice: ClassAdvice): string {
  return `${advice.crop} — ${advice.disease ?? 'Healthy'}`;
}

/** The crops the model knows, in class order, each once (for the screen's "what it can judge"). */
export function knownCrops(spec: ModelSpec, adviceByClass: Record<string, ClassAdvice>): string[] {
  return [...new Set(spec.classes.map((name) => adviceOf(name, adviceByClass).crop))];
}

/** Turns class probabilities into the answer: a named crop and disease with advice, or "unclear". */
export function interpretPrediction(
  probabilities: number[],
  photo: PhotoMeasures,
  spec: ModelSpec,
  adviceByClass: Record<string, ClassAdvice>,
): DiseasePrediction {
  const ranked = probabilities
    .map((confidence, index) => ({ advice: adviceOf(spec.classes[index]!, adviceByClass), confidence }))
    .sort((a, b) => b.confidence - a.confidence);
  const best = ranked[0]!;
  const top = ranked.slice(0, 3).map(({ advice, confidence }) => ({ label: labelOf(advice), confidence: round(confidence) }));
  const confidence = round(best.confidence);
  const looksLikeALeafPhoto =
    photo.plantFraction >= spec.minPlantFraction && photo.detail >= spec.minDetail && photo.grain <= spec.maxGrain && photo.colours >= spec.minColours;
  // Not a leaf photo: the network's classes mean nothing for it, so no candidates are offered at all.
  if (!looksLikeALeafPhoto) return { prediction: UNCLEAR_PREDICTION, crop: null, disease: null, healthy: null, confidence, top: [], advice: null };
  if (best.confidence < spec.lowConfidenceThreshold) {
    return { prediction: UNCLEAR_PREDICTION, crop: null, disease: null, healthy: null, confidence, top, advice: null };
  }
  const { crop, disease, symptoms, management, prevention, source } = best.advice;
  return {
    prediction: labelOf(best.advice),
    crop,
    disease,
    healthy: disease === null,
    confidence,
    top,
    advice: { symptoms, management, prevention, source },
  };
}

function adviceOf(className: string, adviceByClass: Record<string, ClassAdvice>): ClassAdvice {
  const advice = adviceByClass[className];
  if (!advice) throw new Error(`no advice entry for model class "${className}"`);
  return advice;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
