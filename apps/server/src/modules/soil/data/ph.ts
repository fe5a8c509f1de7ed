import { sources } from './sources';

export type PhDirection = 'raise' | 'keep' | 'lower';

export interface PhClass {
  name: string;
  /** Highest pH of the class at the manual's one-decimal precision. */
  maxPh: number;
  meaning: string;
  direction: PhDirection;
  source: string;
}

/** Soil reaction classes, from the most acid up. */
export const phClasses: PhClass[] = [
  { name: 'Ultra acid', maxPh: 3.4, meaning: 'typical of acid sulfate soils; few crops grow without major reclamation', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Extremely acid', maxPh: 4.4, meaning: 'aluminium and manganese reach toxic levels and most crops fail', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Very strongly acid', maxPh: 5.0, meaning: 'aluminium toxicity is likely and phosphorus, calcium and magnesium are poorly available', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Strongly acid', maxPh: 5.5, meaning: 'too acid for most crops; legumes nodulate poorly and phosphorus is tied up', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Moderately acid', maxPh: 6.0, meaning: 'acceptable for acid-tolerant crops but below the liming target for most field crops', direction: 'raise', source: sources.soilSurveyManual },
  { name: 'Slightly acid', maxPh: 6.5, meaning: 'near the best range for nutrient availability for most crops', direction: 'keep', source: sources.soilSurveyManual },
  { name: 'Neutral', maxPh: 7.3, meaning: 'good for most crops; nutrients are broadly available', direction: 'keep', source: sources.soilSurveyManual },
  { name: 'Slightly alkaline', maxPh: 7.8, meaning: 'iron, manganese and zinc become less available; free lime may be present', direction: 'lower', source: sources.soilSurveyManual },
  { name: 'Moderately alkaline', maxPh: 8.4, meaning: 'usually calcareous: phosphorus, iron and zinc deficiencies are common', direction: 'lower', source: sources.soilSurveyManual },
  { name: 'Strongly alkaline', maxPh: 9.0, meaning: 'above 8.5 the soil is often sodic (high exchangeable sodium), with poor structure and infiltration', direction: 'lower', source: sources.soilSurveyManual },
  { name: 'Very strongly alkaline', maxPh: Infinity, meaning: 'almost always sodic; only salt- and sodium-tolerant crops grow', direction: 'lower', source: sources.soilSurveyManual },
];

/** Liming target for grain crops. */
export const phTarget = { low: 6.0, high: 6.5, source: sources.iowaPm1688 } as const;

/** Agricultural limestone needed to raise pH one unit in the plough layer, by texture (short tons per acre). */
export const limePerPhUnit = { sandy: 1, loam: 2, clay: 3, source: sources.pennStateAglime } as const;

/** Above this pH free carbonates are likely and acidifying with sulfur is uneconomic. */
export const calcareousAbovePh = { ph: 7.3, sulfurToNeutraliseOnePercentCarbonate: 3.2, source: sources.agviseSulfur } as const;

/** Sodic soils usually read pH 8.5 or more. */
export const sodicFromPh = { ph: 8.5, source: sources.usdaHandbook60 } as const;
