/** The spec's fixed crop list, in dropdown order. */
export const pesticideCrops = [
  'Corn',
  'Soybeans',
  'Wheat',
  'Cotton',
  'Tomatoes',
  'Lettuce',
  'Grapes',
  'Peppers',
  'Apples',
  'Strawberries',
  'Cucumbers',
  'Rice',
  'Citrus Trees (Oranges, Lemons)',
  'Sugarcane',
] as const;
export type PesticideCrop = (typeof pesticideCrops)[number];

export const pesticideTypes = ['insecticide', 'fungicide', 'herbicide', 'bactericide', 'miticide', 'nematicide', 'rodenticide', 'fumigant'] as const;
export type PesticideType = (typeof pesticideTypes)[number];

/** The path of one crop's lookup; the name is URL-encoded. */
export const pesticidePath = (crop: string) => `/${encodeURIComponent(crop)}`;
