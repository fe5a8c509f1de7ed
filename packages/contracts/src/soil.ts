/** The request keys, exactly as the spec names them. */
export const soilInputKeys = {
  pH: 'Soil pH',
  nitrogen: 'Nitrogen (N)',
  phosphorus: 'Phosphorus (P)',
  potassium: 'Potassium (K)',
} as const;

export const MAX_SOIL_PPM = 10_000;
export const NOT_PROVIDED = 'Not provided';

/** The units N, P and K may be entered in: ppm as a lab reports them (the spec's), or kg/ha as a Soil Health Card prints them. */
export const soilUnits = ['ppm', 'kg/ha'] as const;
export type SoilUnit = (typeof soilUnits)[number];
export const DEFAULT_SOIL_UNIT: SoilUnit = 'ppm';

/** ppm of the top 15 cm to kg/ha: that layer weighs about 2.24 million kg per hectare. */
export const PPM_TO_KG_PER_HA = 2.24;

/**
 * The other values a Soil Health Card prints, with the units it prints them in and the widest values a soil can
 * hold (organic carbon of peat soils, EC of sea water, a heavily fertilised micronutrient reading).
 */
export const soilHealthCardFields = {
  organicCarbon: { label: 'Organic carbon (OC)', unit: '%', max: 60 },
  ec: { label: 'Electrical conductivity (EC)', unit: 'dS/m', max: 100 },
  sulphur: { label: 'Sulphur (S)', unit: 'ppm', max: 1000 },
  zinc: { label: 'Zinc (Zn)', unit: 'ppm', max: 1000 },
  iron: { label: 'Iron (Fe)', unit: 'ppm', max: 1000 },
  manganese: { label: 'Manganese (Mn)', unit: 'ppm', max: 1000 },
  copper: { label: 'Copper (Cu)', unit: 'ppm', max: 1000 },
  boron: { label: 'Boron (B)', unit: 'ppm', max: 1000 },
} as const;
export type SoilHealthCardField = keyof typeof soilHealthCardFields;

export const cropIdMessage = 'cropId must be the id of a crop in the catalogue.';
export const UNKNOWN_CROP_MESSAGE = cropIdMessage;

export const fertilizerProducts = ['urea', 'dap', 'ssp', 'mop'] as const;
export type FertilizerProduct = (typeof fertilizerProducts)[number];

export const soilPaths = { analysis: '/soil-analysis', tests: '/soil-tests', crops: '/fertilizer-crops' } as const;
