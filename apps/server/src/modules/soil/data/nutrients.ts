import { sources } from './sources';

export interface NutrientClass {
  name: string;
  /** Lowest ppm of the class. */
  minPpm: number;
  /** Chance of a profitable yield response to fertilizer. */
  responseChance: string;
  responseChanceHi: string;
  source: string;
}

const responseClasses = (limits: [number, number, number, number], source: string): NutrientClass[] => [
  { name: 'Very Low', minPpm: 0, responseChance: 'about 80%', responseChanceHi: 'लगभग 80%', source },
  { name: 'Low', minPpm: limits[0], responseChance: 'about 65%', responseChanceHi: 'लगभग 65%', source },
  { name: 'Optimum', minPpm: limits[1], responseChance: 'about 25%', responseChanceHi: 'लगभग 25%', source },
  { name: 'High', minPpm: limits[2], responseChance: 'about 5%', responseChanceHi: 'लगभग 5%', source },
  { name: 'Very High', minPpm: limits[3], responseChance: 'under 1%', responseChanceHi: '1% से कम', source },
];

/** Phosphorus by Bray-1 or colorimetric Mehlich-3 (neutral and acid soils). */
export const phosphorusBrayMehlich = {
  extractant: 'Bray-1 / Mehlich-3',
  extractantHi: 'ब्रे-1 / मेहलिक-3',
  classes: responseClasses([9, 16, 21, 31], sources.iowaPm1688),
};

/** Phosphorus by Olsen (sodium bicarbonate), the test for calcareous soils. */
export const phosphorusOlsen = {
  extractant: 'Olsen (sodium bicarbonate)',
  extractantHi: 'ओल्सेन (सोडियम बाइकार्बोनेट)',
  classes: responseClasses([6, 11, 15, 21], sources.iowaPm1688),
  /** Bray-1 reads falsely low once free carbonates neutralise its acid. */
  fromPh: 7.4,
  source: sources.iowaPm1310,
};

/** Potassium by ammonium acetate or Mehlich-3, dried samples. */
export const potassiumAmmoniumAcetate = {
  extractant: 'ammonium acetate / Mehlich-3',
  extractantHi: 'अमोनियम एसीटेट / मेहलिक-3',
  classes: responseClasses([121, 161, 201, 251], sources.iowaPm1688),
};

/** Fertilizer for corn grain per class (lb oxide per acre); Optimum is removal-based maintenance. */
export const cornBuildUp = {
  phosphorus: { 'Very Low': 100, Low: 75 } as Record<string, number>,
  potassium: { 'Very Low': 130, Low: 90 } as Record<string, number>,
  source: sources.iowaPm1688,
};

/** Late-spring (pre-sidedress) soil nitrate test for corn, 0-12 inch sample when corn is 6-12 inches tall. */
export const nitrateTest = {
  criticalPpm: 25,
  poundsNPerPpmBelow: 8,
  source: sources.iowaPm1714,
};
