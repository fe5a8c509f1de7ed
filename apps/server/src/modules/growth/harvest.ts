import type { Language, YieldComparison } from '@farmsight/contracts';
import { citation, knowledge, ownRegionName, practiceFact, regionName, sourceOf, type FarmRegion } from '../../knowledge';
import { growthSentences } from './sentences';

/** t/ha from kg harvested and hectares harvested, to two decimals. */
export const yieldTPerHa = (quantityKg: number, areaHa: number) => Math.round((quantityKg / 1000 / areaHa) * 100) / 100;

/**
 * A yield against the crop's typical range for the farm's region in the catalogue (`practices[region].harvest`,
 * along the region fallback chain). Without a range it says so and never estimates one.
 */
export function compareYield(cropType: string, yieldValue: number, region: FarmRegion | null, language: Language = 'en'): YieldComparison {
  const words = growthSentences[language];
  const { catalogue, resolver } = knowledge();
  const crop = resolver.resolve(cropType);
  const fact = crop ? practiceFact(crop, 'harvest', region, catalogue, (harvest) => harvest.yieldTPerHa !== undefined) : undefined;
  const range = fact?.value.yieldTPerHa;
  const cropName = crop ? (language === 'hi' ? crop.names.hi : crop.names.en) : cropType;
  if (!crop || !fact || !range) {
    return {
      typicalTPerHa: null,
      status: null,
      region: null,
      text: words.yieldUncompared(yieldValue, cropName, ownRegionName(region, language)),
      source: null,
    };
  }
  const [low, high] = range;
  const status = yieldValue < low ? 'below' : yieldValue > high ? 'above' : 'within';
  const text = words.yieldCompared(yieldValue, status, range, cropName, regionName(fact.regionKey, catalogue, language)) + (fact.note ? ` ${fact.note}` : '');
  const source = sourceOf(fact.value.source, crop, catalogue);
  return { typicalTPerHa: [low, high], status, region: fact.regionName, text, source: source ? citation(source) : null };
}
