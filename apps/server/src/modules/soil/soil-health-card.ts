import {
  criticalLimits,
  fertilityNorms,
  PPM_TO_KG_PER_HA,
  salinityClasses,
  type FertilityRating,
  type SalinityRating,
  type SufficiencyRating,
} from './data/soil-health-card';

export type SoilUnit = 'ppm' | 'kg/ha';

/** A Soil Health Card's values; N, P and K in the unit the farmer chose, the rest as the card prints them. */
export interface SoilHealthCardValues {
  nitrogen?: number;
  phosphorus?: number;
  potassium?: number;
  organicCarbon?: number;
  ec?: number;
  sulphur?: number;
  zinc?: number;
  iron?: number;
  manganese?: number;
  copper?: number;
  boron?: number;
}

export interface ParameterRating {
  parameter: keyof SoilHealthCardValues;
  label: string;
  /** The value as the card would print it (N, P, K in kg/ha). */
  value: number;
  unit: string;
  rating: FertilityRating | SufficiencyRating | SalinityRating;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** N, P and K on the card's kg/ha scale, whichever unit they were entered in. */
export function toKgPerHa(value: number, unit: SoilUnit): number {
  return unit === 'kg/ha' ? value : round(value * PPM_TO_KG_PER_HA, 1);
}

/** One line per measured parameter, rated by the Soil Health Card norms; parameters not measured are left out. */
export function rateSoilHealthCard(values: SoilHealthCardValues, unit: SoilUnit): ParameterRating[] {
  const ratings: ParameterRating[] = [];
  for (const [parameter, norm] of Object.entries(fertilityNorms) as [keyof typeof fertilityNorms, (typeof fertilityNorms)[keyof typeof fertilityNorms]][]) {
    const entered = values[parameter];
    if (entered === undefined) continue;
    const value = parameter === 'organicCarbon' ? entered : toKgPerHa(entered, unit);
    const rating: FertilityRating = value < norm.medium ? 'Low' : value > norm.high ? 'High' : 'Medium';
    ratings.push({ parameter, label: norm.label, value, unit: norm.unit, rating });
  }
  if (values.ec !== undefined) {
    const rating = salinityClasses.find((entry) => values.ec! < entry.below)!.rating;
    ratings.push({ parameter: 'ec', label: 'Electrical conductivity (EC)', value: values.ec, unit: 'dS/m', rating });
  }
  for (const [parameter, limit] of Object.entries(criticalLimits) as [keyof typeof criticalLimits, (typeof criticalLimits)[keyof typeof criticalLimits]][]) {
    const value = values[parameter];
    if (value === undefined) continue;
    ratings.push({ parameter, label: limit.label, value, unit: limit.unit, rating: value < limit.deficientBelow ? 'Deficient' : 'Sufficient' });
  }
  return ratings;
}
