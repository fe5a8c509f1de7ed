import { PPM_TO_KG_PER_HA, type Language, type SoilRating, type SoilRatings, type SoilUnit } from '@farmsight/contracts';
import { citation } from '../../knowledge';
import { nitrateTest, phosphorusBrayMehlich, phosphorusOlsen, potassiumAmmoniumAcetate, type NutrientClass } from './data/nutrients';
import { fertilityNorms, soilHealthCardSource, type FertilityRating } from './data/soil-health-card';
import { sources } from './data/sources';
import { soilSentences } from './sentences';

/**
 * One soil rating system per country (ADR 0039): a farm in India has its N, P and K rated by the Soil Health Card
 * norms, everywhere the app speaks of them (the soil report, the crop suggestions, the assistant); a farm elsewhere, or
 * one without a location, by the lab classes (the late-spring nitrate test and Iowa State's P and K classes).
 */
export type SoilRatingSystem = SoilRatings['scheme'];
export type RatedNutrient = 'nitrogen' | 'phosphorus' | 'potassium';

export function ratingSystemFor(country: string | null | undefined): SoilRatingSystem {
  return country === 'IN' ? 'Soil Health Card' : 'Lab classes';
}

/** A measured value and the unit it was entered in. */
export interface SoilReading {
  value: number;
  unit: SoilUnit;
}

/** The farm a reading is rated for: its country picks the system; the lab's phosphorus test depends on the pH. */
export interface RatedFarm {
  country: string | null | undefined;
  pH?: number | null;
}

/** A nutrient's rating as a report line, with what the engines decide on and the publication that rated it. */
export interface NutrientRating extends SoilRating {
  parameter: RatedNutrient;
  system: SoilRatingSystem;
  /** Below what the crop needs: the soil-test rule asks for more than the usual dose. */
  low: boolean;
  /** Above it: less, or none. */
  high: boolean;
  source: string;
}

/** The publication the Soil Health Card norms come from, as answers cite it. */
export const soilHealthCardCitation = citation(soilHealthCardSource);

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** N, P and K on the card's kg/ha scale, whichever unit they were entered in. */
export function toKgPerHa(value: number, unit: SoilUnit): number {
  return unit === 'kg/ha' ? value : round(value * PPM_TO_KG_PER_HA, 1);
}

/** kg/ha back to the ppm a lab reports (the unit soil tests are stored in). */
export function toPpm(value: number, unit: SoilUnit): number {
  return unit === 'ppm' ? value : round(value / PPM_TO_KG_PER_HA, 2);
}

/** The card's Low/Medium/High: Low below `medium`, High above `high`, both limits included in Medium. */
export function fertilityRating(value: number, norm: { medium: number; high: number }): FertilityRating {
  return value < norm.medium ? 'Low' : value > norm.high ? 'High' : 'Medium';
}

export const fertilityNormText = (norm: { medium: number; high: number; unit: string }, language: Language = 'en') =>
  soilSentences[language].norms.fertility(norm.medium, norm.high, norm.unit);

function rateByCard(nutrient: RatedNutrient, reading: SoilReading, language: Language): NutrientRating {
  const norm = fertilityNorms[nutrient];
  const value = toKgPerHa(reading.value, reading.unit);
  const rating = fertilityRating(value, norm);
  return {
    parameter: nutrient,
    label: norm.label,
    value,
    unit: norm.unit,
    rating,
    attention: rating === 'Low',
    norm: fertilityNormText(norm, language),
    system: 'Soil Health Card',
    low: rating === 'Low',
    high: rating === 'High',
    source: soilHealthCardCitation,
  };
}

const BELOW_OPTIMUM = new Set(['Very Low', 'Low']);
const ABOVE_OPTIMUM = new Set(['High', 'Very High']);

export function nutrientClassOf(ppm: number, classes: NutrientClass[]): NutrientClass {
  return classes.findLast((nutrientClass) => ppm >= nutrientClass.minPpm) ?? classes[0]!;
}

/** Olsen for alkaline soils, Bray-1/Mehlich-3 otherwise (and when pH is unknown). */
export function phosphorusTestFor(pH: number | null | undefined) {
  return typeof pH === 'number' && pH >= phosphorusOlsen.fromPh ? phosphorusOlsen : phosphorusBrayMehlich;
}

const labNames = { phosphorus: 'Phosphorus (P)', potassium: 'Potassium (K)' } as const;

const classNorm = (classes: NutrientClass[], extractant: string, language: Language) =>
  soilSentences[language].norms.labClass(
    classes.find((entry) => entry.name === 'Optimum')!.minPpm,
    classes.find((entry) => entry.name === 'High')!.minPpm - 1,
    extractant,
  );

function rateByLab(nutrient: RatedNutrient, reading: SoilReading, pH: number | null | undefined, language: Language): NutrientRating {
  const ppm = toPpm(reading.value, reading.unit);
  if (nutrient === 'nitrogen') {
    const short = ppm < nitrateTest.criticalPpm;
    return {
      parameter: nutrient,
      label: 'Nitrate nitrogen (N)',
      value: ppm,
      unit: 'ppm',
      rating: short ? 'Deficient' : 'Sufficient',
      attention: short,
      norm: soilSentences[language].norms.nitrate(nitrateTest.criticalPpm),
      system: 'Lab classes',
      low: short,
      high: false,
      source: sources.iowaPm1714,
    };
  }
  const test = nutrient === 'phosphorus' ? phosphorusTestFor(pH) : potassiumAmmoniumAcetate;
  const { name } = nutrientClassOf(ppm, test.classes);
  return {
    parameter: nutrient,
    label: labNames[nutrient],
    value: ppm,
    unit: 'ppm',
    rating: name,
    attention: BELOW_OPTIMUM.has(name),
    norm: classNorm(test.classes, language === 'hi' ? test.extractantHi : test.extractant, language),
    system: 'Lab classes',
    low: BELOW_OPTIMUM.has(name),
    high: ABOVE_OPTIMUM.has(name),
    source: sources.iowaPm1688,
  };
}

/**
 * Rates one nutrient of a soil test by the system of the farm's country: the one rating every engine shows. The norm
 * is worded in `language`; the rating stays the system's own name, which screens translate.
 */
export function rateNutrient(nutrient: RatedNutrient, reading: SoilReading, farm: RatedFarm, language: Language = 'en'): NutrientRating {
  return ratingSystemFor(farm.country) === 'Soil Health Card' ? rateByCard(nutrient, reading, language) : rateByLab(nutrient, reading, farm.pH, language);
}

/** The rating as a report line (the response carries no more than the line). */
export function ratingLine({ parameter, label, value, unit, rating, attention, norm }: NutrientRating): SoilRating {
  return { parameter, label, value, unit, rating, attention, norm };
}

export const ratedNutrients: readonly RatedNutrient[] = ['nitrogen', 'phosphorus', 'potassium'];

/** The report lines of the N, P and K measured (a value left out or null was not), rated for the farm. */
export function nutrientLines(values: Partial<Record<RatedNutrient, number | null>>, unit: SoilUnit, farm: RatedFarm, language: Language = 'en'): SoilRating[] {
  return ratedNutrients.flatMap((nutrient) => {
    const value = values[nutrient];
    return typeof value === 'number' ? [ratingLine(rateNutrient(nutrient, { value, unit }, farm, language))] : [];
  });
}
