import { formatNumber, yieldInUnit, yieldUnitName, type Language, type YieldComparison, type YieldUnit } from '@farmsight/contracts';
import { citation, fallbackNote, knowledge, ownRegionName, practiceFact, regionName, sourceOf, type FarmRegion } from '../../knowledge';
import { growthSentences } from './sentences';

/** t/ha from kg harvested and hectares harvested, to two decimals. */
export const yieldTPerHa = (quantityKg: number, areaHa: number) => Math.round((quantityKg / 1000 / areaHa) * 100) / 100;

/**
 * A yield against the crop's typical range for the farm's region in the catalogue (`practices[region].harvest`,
 * along the region fallback chain). Without a range it says so and never estimates one. The sentence gives the
 * figures in the farmer's yield unit where they chose one (quintals per acre or per hectare), else in t/ha.
 */
export function compareYield(
  cropType: string,
  yieldValue: number,
  region: FarmRegion | null,
  language: Language = 'en',
  yieldUnit: YieldUnit | null = null,
): YieldComparison {
  const words = growthSentences[language];
  const written = (tonnesPerHectare: number[]) =>
    yieldUnit
      ? `${tonnesPerHectare.map((value) => formatNumber(yieldInUnit(value, yieldUnit), { maximumFractionDigits: 1 })).join('-')} ${yieldUnitName(yieldUnit, language)}`
      : words.tonnesPerHectare(tonnesPerHectare.join('-'));
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
      text: words.yieldUncompared(written([yieldValue]), cropName, ownRegionName(region, language)),
      source: null,
    };
  }
  const [low, high] = range;
  const status = yieldValue < low ? 'below' : yieldValue > high ? 'above' : 'within';
  const own = ownRegionName(region, language);
  const note = fact.fellBack && own ? fallbackNote(own, fact.regionKey, regionName(fact.regionKey, catalogue, language), language) : undefined;
  const text =
    words.yieldCompared(written([yieldValue]), status, written([low, high]), cropName, regionName(fact.regionKey, catalogue, language)) +
    (note ? ` ${note}` : '');
  const source = sourceOf(fact.value.source, crop, catalogue);
  return { typicalTPerHa: [low, high], status, region: fact.regionName, text, source: source ? citation(source) : null };
}
