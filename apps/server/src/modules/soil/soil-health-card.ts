import { soilHealthCardFields, type Language, type SoilHealthCardValues, type SoilRating, type SoilUnit } from '@farmsight/contracts';
import { criticalLimits, fertilityNorms, salinityClasses, type FertilityRating } from './data/soil-health-card';
import { fertilityNormText, fertilityRating, nutrientLines } from './rating';
import { soilSentences } from './sentences';

/** The values a Soil Health Card rates: N, P and K in the unit the farmer chose, the rest as the card prints them. */
export type SoilHealthCardInput = Partial<Record<'nitrogen' | 'phosphorus' | 'potassium', number | null>> & SoilHealthCardValues;

const isMeasured = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * One line per measured parameter, rated by the Soil Health Card norms (N, P and K through `rateNutrient`, as every
 * engine rates them for a farm in India); parameters not measured are left out.
 */
export function rateSoilHealthCard(values: SoilHealthCardInput, unit: SoilUnit, language: Language = 'en'): SoilRating[] {
  const { norms } = soilSentences[language];
  const ratings: SoilRating[] = nutrientLines(values, unit, { country: 'IN' }, language);
  const organicCarbon = fertilityNorms.organicCarbon;
  if (isMeasured(values.organicCarbon)) {
    const rating = fertilityRating(values.organicCarbon, organicCarbon);
    ratings.push({
      parameter: 'organicCarbon',
      label: organicCarbon.label,
      value: values.organicCarbon,
      unit: organicCarbon.unit,
      rating,
      attention: rating === 'Low',
      norm: fertilityNormText(organicCarbon, language),
    });
  }
  if (isMeasured(values.ec)) {
    const rating = salinityClasses.find((entry) => values.ec! < entry.below)!.rating;
    const { label, unit: ecUnit } = soilHealthCardFields.ec;
    ratings.push({
      parameter: 'ec',
      label,
      value: values.ec,
      unit: ecUnit,
      rating,
      attention: rating !== 'Normal',
      norm: norms.salinity(salinityClasses.slice(0, -1), ecUnit),
    });
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
      norm: norms.critical(deficientBelow, limitUnit),
    });
  }
  return ratings;
}

/** The card's Low/Medium/High for N, P and K, which the fertilizer plan adjusts the crop's dose by. */
export function npkRatings(lines: SoilRating[]): Partial<Record<'nitrogen' | 'phosphorus' | 'potassium', FertilityRating>> {
  const ratingOf = (parameter: string) => lines.find((line) => line.parameter === parameter)?.rating as FertilityRating | undefined;
  return { nitrogen: ratingOf('nitrogen'), phosphorus: ratingOf('phosphorus'), potassium: ratingOf('potassium') };
}
