import type { YieldComparison } from '@farmsight/contracts';
import { citation, knowledge, ownRegionName, practiceFact, sourceOf, type FarmRegion } from '../../knowledge';

/** t/ha from kg harvested and hectares harvested, to two decimals. */
export const yieldTPerHa = (quantityKg: number, areaHa: number) => Math.round((quantityKg / 1000 / areaHa) * 100) / 100;

const tonnes = (value: number) => `${value} t/ha`;

/**
 * A yield against the crop's typical range for the farm's region in the catalogue (`practices[region].harvest`,
 * along the region fallback chain). Without a range it says so and never estimates one.
 */
export function compareYield(cropType: string, yieldValue: number, region: FarmRegion | null): YieldComparison {
  const { catalogue, resolver } = knowledge();
  const crop = resolver.resolve(cropType);
  const fact = crop ? practiceFact(crop, 'harvest', region, catalogue, (harvest) => harvest.yieldTPerHa !== undefined) : undefined;
  const range = fact?.value.yieldTPerHa;
  const own = ownRegionName(region);
  if (!crop || !fact || !range) {
    return {
      typicalTPerHa: null,
      status: null,
      region: null,
      text: `Your yield: ${tonnes(yieldValue)}. The catalogue has no typical yield range for ${crop?.names.en ?? cropType}${own ? ` in ${own}` : ''} yet, so it is not compared.`,
      source: null,
    };
  }
  const [low, high] = range;
  const status = yieldValue < low ? 'below' : yieldValue > high ? 'above' : 'within';
  const where = `${crop.names.en} in ${fact.regionKey === 'default' ? 'general guidance' : fact.regionName}`;
  const text = `Your yield: ${tonnes(yieldValue)}, ${status} the typical ${low}-${high} t/ha for ${where}.${fact.note ? ` ${fact.note}` : ''}`;
  const source = sourceOf(fact.value.source, crop, catalogue);
  return { typicalTPerHa: [low, high], status, region: fact.regionName, text, source: source ? citation(source) : null };
}
