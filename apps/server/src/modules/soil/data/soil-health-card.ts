import { soilHealthCardFields } from '@farmsight/contracts';

/**
 * The ratings India's Soil Health Card scheme prints for each parameter, as the soil testing laboratories apply them
 * (figures from the Department of Agriculture & Cooperation's methods manual for those laboratories). N, P and K are
 * available nutrients in kg/ha of the plough layer; organic carbon in %; EC in dS/m of a 1:2 soil-water extract;
 * sulphur and the micronutrients in ppm (mg/kg). Only the manual's contents page could be read when these were checked;
 * the sulphur and micronutrient limits agree with PJTSAU's 2017 review of critical levels (which gives Fe 4.0 ppm where
 * the manual gives 4.5), and Kerala's state laboratories use slightly different P, K and OC limits (not used here).
 */
export const soilHealthCardSource = {
  institution: 'Department of Agriculture & Cooperation, Ministry of Agriculture, Government of India',
  document: 'Methods Manual: Soil Testing in India (soil fertility ratings and critical limits used by soil testing laboratories and on Soil Health Cards)',
  year: 2011,
  url: 'https://www.scribd.com/document/146949907/Mm-Soil-280311',
} as const;

export type FertilityRating = 'Low' | 'Medium' | 'High';
export type SufficiencyRating = 'Deficient' | 'Sufficient';
export type SalinityRating = 'Normal' | 'Critical for germination' | 'Critical for salt-sensitive crops' | 'Injurious to most crops';

/** Low below `medium`, High above `high`, Medium between (both limits included in Medium). */
export const fertilityNorms = {
  nitrogen: { label: 'Available nitrogen (N)', unit: 'kg/ha', medium: 280, high: 560 },
  phosphorus: { label: 'Available phosphorus (P)', unit: 'kg/ha', medium: 10, high: 25 },
  potassium: { label: 'Available potassium (K)', unit: 'kg/ha', medium: 108, high: 280 },
  organicCarbon: { label: soilHealthCardFields.organicCarbon.label, unit: soilHealthCardFields.organicCarbon.unit, medium: 0.5, high: 0.75 },
} as const;

/** Deficient below the critical limit (ppm); the names and units are the contract's `soilHealthCardFields`. */
export const criticalLimits = { sulphur: 10, zinc: 0.6, iron: 4.5, manganese: 2, copper: 0.2, boron: 0.5 } as const;

/** Electrical conductivity classes (dS/m), upper limits. */
export const salinityClasses: { below: number; rating: SalinityRating }[] = [
  { below: 1, rating: 'Normal' },
  { below: 2, rating: 'Critical for germination' },
  { below: 3, rating: 'Critical for salt-sensitive crops' },
  { below: Infinity, rating: 'Injurious to most crops' },
];
