import type { SoilMoistureLayer } from '../weather';
import type { SoilWater } from './water-balance';

/** Model and balance disagree when their water contents differ by more than 5 % by volume. */
const DISAGREEMENT_PERCENT = 5;

export interface SoilMoistureComparison {
  /** Open-Meteo's modelled soil moisture over the root zone (the layers it reaches), % by volume. */
  modelPercent: number;
  /** The water balance's estimate over the root zone: θFC − Dr / (1000 Zr), % by volume. */
  balancePercent: number;
  /** How deep the comparison reaches, cm: the root depth, or the model's deepest layer when the roots go deeper. */
  depthCm: number;
  /** A sentence when the two disagree; null when they agree. */
  disagreement: string | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Today's modelled soil moisture beside the balance's estimate: the model's layers averaged by thickness down to the
 * root depth. Null when the forecast has no soil moisture.
 */
export function compareSoilMoisture(
  layers: readonly SoilMoistureLayer[] | undefined,
  soil: SoilWater,
  rootDepthM: number,
  depletionMm: number,
): SoilMoistureComparison | null {
  const rootCm = rootDepthM * 100;
  let weighted = 0;
  let thickness = 0;
  for (const layer of layers ?? []) {
    const within = Math.min(layer.toCm, rootCm) - layer.fromCm;
    if (layer.value === null || within <= 0) continue;
    weighted += layer.value * within;
    thickness += within;
  }
  if (thickness === 0 || rootDepthM <= 0) return null;
  const modelPercent = round1((weighted / thickness) * 100);
  const balancePercent = round1((soil.fieldCapacity - depletionMm / (1000 * rootDepthM)) * 100);
  const depthCm = Math.round(Math.min(rootCm, Math.max(...(layers ?? []).map((layer) => layer.toCm))));
  const difference = modelPercent - balancePercent;
  const disagreement =
    Math.abs(difference) <= DISAGREEMENT_PERCENT
      ? null
      : `The weather model's soil moisture (${modelPercent} % by volume over the top ${depthCm} cm) is ${difference > 0 ? 'wetter' : 'drier'} than the water balance's ${balancePercent} %: ` +
        'the model knows the weather but not your irrigations or your soil, and the balance only what you logged; feel the soil at root depth before you decide.';
  return { modelPercent, balancePercent, depthCm, disagreement };
}
