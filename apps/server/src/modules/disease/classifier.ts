import type { DiseasePrediction, DiseaseVerdict, Language } from '@farmsight/contracts';
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
  /** Below this calibrated top-1 probability the photo is called unclear. */
  lowConfidenceThreshold: z.number().min(0).max(1),
  /** The log-probabilities are divided by this before the softmax: temperature scaling fitted on the validation split. */
  temperature: z.number().positive(),
  /** Under this score of the leaf / not-leaf head (the graph's leaf_score output), the photo is not a leaf. */
  minLeafScore: z.number(),
  /** Over this Mahalanobis distance to the nearest training class (class_distance), the crop is one the model does not know. */
  maxClassDistance: z.number().positive(),
  /** Under this score of the head that learnt when the classifier errs (trust_score), the photo is unclear. */
  minTrustScore: z.number(),
  /** Below this share of leaf-coloured pixels the photo is not a leaf, whatever the model says. */
  minPlantFraction: z.number().min(0).max(1),
  /** Under this detail (a flat surface) or over this grain (noise) the photo is not a leaf, whatever the model says. */
  minDetail: z.number().min(0),
  maxGrain: z.number().positive(),
  /** Under this many distinct colours (a drawing, a graphic) the photo is not a leaf, whatever the model says. */
  minColours: z.number().int().min(0),
});
export type ModelSpec = z.infer<typeof modelSpecSchema>;

/** The gate's answers and the healthy label, in each language the screens speak (ADR 0051). */
export const gateSentences: Record<Language, Record<Exclude<DiseaseVerdict, 'diagnosis'>, string> & { healthy: string }> = {
  en: {
    unclear: 'The photo is unclear. Please upload a close, well-lit photo of a single leaf.',
    'not-a-leaf': 'This does not look like a plant leaf.',
    'unknown-crop': 'This looks like a leaf of a crop the model does not know.',
    healthy: 'Healthy',
  },
  hi: {
    unclear: 'फ़ोटो साफ़ नहीं है। कृपया एक ही पत्ती की पास से, अच्छी रोशनी में ली गई फ़ोटो डालें।',
    'not-a-leaf': 'यह किसी पौधे की पत्ती नहीं लगती।',
    'unknown-crop': 'यह ऐसी फसल की पत्ती लगती है जिसे मॉडल नहीं पहचानता।',
    healthy: 'स्वस्थ',
  },
};
export const UNCLEAR_PREDICTION = gateSentences.en.unclear;
export const NOT_A_LEAF_PREDICTION = gateSentences.en['not-a-leaf'];
export const UNKNOWN_CROP_PREDICTION = gateSentences.en['unknown-crop'];

/** What the served graph says about one photo: calibrated class probabilities and the gate's three scores (ADR 0042). */
export interface GateScores {
  probabilities: number[];
  leafScore: number;
  trustScore: number;
  classDistance: number;
}

/** Softmax of `logits` divided by `temperature` (1: the plain softmax). */
export function softmax(logits: ArrayLike<number>, temperature = 1): number[] {
  const values = Array.from(logits, (value) => value / temperature);
  const max = Math.max(...values);
  const exps = values.map((value) => Math.exp(value - max));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

export function labelOf(advice: ClassAdvice, language: Language = 'en'): string {
  return `${advice.crop} — ${advice.disease ?? gateSentences[language].healthy}`;
}

/** The crops the model knows, in class order, each once (for the screen's "what it can judge"). */
export function knownCrops(spec: ModelSpec, adviceByClass: Record<string, ClassAdvice>): string[] {
  return [...new Set(spec.classes.map((name) => adviceOf(name, adviceByClass).crop))];
}

/**
 * Turns the graph's scores into the answer. The gate comes first (ADR 0042): a photo that fails the photo checks or
 * the leaf head is not a leaf; a leaf far from every training class is of a crop the model does not know; a known
 * crop under the calibrated confidence threshold, or where the trust head expects the classifier to err, is unclear.
 * None of these names a disease, lists candidates or gives advice. Only a photo past all of them gets the diagnosis,
 * its top 3 and its advice. `adviceByClass` and `language` word the answer (the advice table of that language).
 */
export function interpretPrediction(
  scores: GateScores,
  photo: PhotoMeasures,
  spec: ModelSpec,
  adviceByClass: Record<string, ClassAdvice>,
  language: Language = 'en',
): DiseasePrediction {
  const ranked = scores.probabilities
    .map((confidence, index) => ({ advice: adviceOf(spec.classes[index]!, adviceByClass), confidence }))
    .sort((a, b) => b.confidence - a.confidence);
  const best = ranked[0]!;
  const confidence = round(best.confidence);
  const passesPhotoChecks =
    photo.plantFraction >= spec.minPlantFraction && photo.detail >= spec.minDetail && photo.grain <= spec.maxGrain && photo.colours >= spec.minColours;
  const refusal = (verdict: Exclude<DiseaseVerdict, 'diagnosis'>): DiseasePrediction => ({
    verdict,
    prediction: gateSentences[language][verdict],
    crop: null,
    disease: null,
    healthy: null,
    confidence,
    top: [],
    advice: null,
  });
  if (!passesPhotoChecks || scores.leafScore < spec.minLeafScore) return refusal('not-a-leaf');
  if (scores.classDistance > spec.maxClassDistance) return refusal('unknown-crop');
  if (best.confidence < spec.lowConfidenceThreshold || scores.trustScore < spec.minTrustScore) return refusal('unclear');
  const { crop, disease, symptoms, management, prevention, source } = best.advice;
  return {
    verdict: 'diagnosis',
    prediction: labelOf(best.advice, language),
    crop,
    disease,
    healthy: disease === null,
    confidence,
    top: ranked.slice(0, 3).map((candidate) => ({ label: labelOf(candidate.advice, language), confidence: round(candidate.confidence) })),
    advice: { symptoms, management, prevention, source },
  };
}

function adviceOf(className: string, adviceByClass: Record<string, ClassAdvice>): ClassAdvice {
  const advice = adviceByClass[className];
  if (!advice) throw new Error(`no advice entry for model class "${className}"`);
  return advice;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
