import { PPM_TO_KG_PER_HA, soilHealthCardFields, type SoilHealthCardValues, type SoilRating, type SoilUnit } from '@farmsight/contracts';
import { criticalLimits, fertilityNorms, salinityClasses, type FertilityRating } from './data/soil-health-card';

/** The values a Soil Health Card rates: N, P and K in the unit the farmer chose, the rest as the card prints them. */
export type SoilHealthCardInput = Partial<Record<'nitrogen' | 'phosphorus' | 'potassium', number | null>> & SoilHealthCardValues;

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const isMeasured = (value: number | null | undefined): value is number => typeof value === 'number';

/** N, P and K on the card's kg/ha scale, whichever unit they were entered in. */
export function toKgPerHa(value: number, unit: SoilUnit): number {
  return unit === 'kg/ha' ? value : round(value * PPM_TO_KG_PER_HA, 1);
}

/** kg/ha back to the ppm a lab reports (the unit soil tests are stored in). */
export function toPpm(value: number, unit: SoilUnit): number {
  return unit === 'ppm' ? value : round(value / PPM_TO_KG_PER_HA, 2);
}

const salinityNorm = salinityClasses
  .slice(0, -1)
  .map((entry) => `${entry.rating} below ${entry.below}`)
  .join(', ');

/** One line per measured parameter, rated by the Soil Health Card norms; parameters not measured are left out. */
export function rateSoilHealthCard(values: SoilHealthCardInput, unit: SoilUnit): SoilRating[] {
  const ratings: SoilRating[] = [];
  for (const [parameter, norm] of Object.entries(fertilityNorms) as [keyof typeof fertilityNorms, (typeof fertilityNorms)[keyof typeof fertilityNorms]][]) {
    const entered = values[parameter];
    if (!isMeasured(entered)) continue;
    const value = parameter === 'organicCarbon' ? entered : toKgPerHa(entered, unit);
    const rating: FertilityRating = value < norm.medium ? 'Low' : value > norm.high ? 'High' : 'Medium';
    ratings.push({
      parameter,
      label: norm.label,
      value,
      unit: norm.unit,
      rating,
      attention: rating === 'Low',
      norm: `Low below ${norm.medium}, Medium ${norm.medium}-${norm.high}, High above ${norm.high} ${norm.unit}`,
    });
  }
  if (isMeasured(values.ec)) {
    const rating = salinityClasses.find((entry) => values.ec! < entry.below)!.rating;
    const { label, unit: ecUnit } = soilHealthCardFields.ec;
    ratings.push({ parameter: 'ec', label, value: values.ec, unit: ecUnit, rating, attention: rating !== 'Normal', norm: `${salinityNorm} ${ecUnit}` });
  }
  for (const [parameter, deficientBelow] of Object.entries(criticalLimits) as [keyof typeof criticalLimits, number][]) {
    const value = values[parameter];
    if (!isMeasured(value)) continue;
    const { label, unit: limitUnit } = soilHealthCardFields[parameter];
    const deficient = value < deficientBelow;
    ratings.push({
      parameter,
      label,
      value,
      unit: limitUnit,
      rating: deficient ? 'Deficient' : 'Sufficient',
      attention: deficient,
      norm: `Deficient below ${deficientBelow} ${limitUnit}`,
    });
  }
  return ratings;
}

/** The card's Low/Medium/High for N, P and K, which the fertilizer plan adjusts the crop's dose by. */
export function npkRatings(lines: SoilRating[]): Partial<Record<'nitrogen' | 'phosphorus' | 'potassium', FertilityRating>> {
  const ratingOf = (parameter: string) => lines.find((line) => line.parameter === parameter)?.rating as FertilityRating | undefined;
  return { nitrogen: ratingOf('nitrogen'), phosphorus: ratingOf('phosphorus'), potassium: ratingOf('potassium') };
}
