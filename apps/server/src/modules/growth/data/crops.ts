/**
 * Crop parameters from FAO Irrigation and Drainage Paper 56 (Allen, Pereira, Raes and Smith, 1998),
 * "Crop evapotranspiration — Guidelines for computing crop water requirements".
 * - stages: Table 11, lengths of the initial, development, mid-season and late-season stages (days).
 * - kc, maxHeightM: Table 12, single crop coefficients and maximum crop height; where the table gives
 *   a range we take its first value.
 * - rootDepthM, depletionFraction: Table 22, maximum effective root depth and the soil-water depletion
 *   fraction p for no stress (at ETc of about 5 mm/day).
 * Climate zones are our reading of each Table 11 row's region (tropical |lat| < 23.5°,
 * subtropical 23.5°-40°, temperate >= 40°); the first row listing a zone serves that zone, and the
 * first row overall serves farmers with no location or a zone no row lists.
 */

export type ClimateZone = 'tropical' | 'subtropical' | 'temperate';

export interface StageRow {
  /** Table 11's region and planting period, as printed. */
  region: string;
  zones: ClimateZone[];
  /** Initial, development, mid-season and late-season lengths in days. */
  lengths: [number, number, number, number];
  source: string;
}

export interface CropParameters {
  name: string;
  /** Lower-case names a farmer may type for it. */
  aliases: string[];
  stages: StageRow[];
  kc: { initial: number; mid: number; end: number };
  maxHeightM: number;
  rootDepthM: [number, number];
  depletionFraction: number;
  /** Why these rows, and what is assumed for perennials. */
  note?: string;
  source: string;
}

const TABLE_11 = 'FAO-56 Table 11';

export const crops: CropParameters[] = [
  {
    name: 'Corn',
    aliases: ['corn', 'maize', 'field corn', 'grain maize', 'makka', 'makai'],
    stages: [
      { region: 'Nigeria (humid), June', zones: ['tropical'], lengths: [20, 35, 40, 30], source: TABLE_11 },
      { region: 'Spain (spring, summer); Calif., April', zones: ['subtropical'], lengths: [30, 40, 50, 30], source: TABLE_11 },
      { region: 'Idaho, USA, April', zones: ['temperate'], lengths: [30, 40, 50, 50], source: TABLE_11 },
    ],
    kc: { initial: 0.3, mid: 1.2, end: 0.6 },
    maxHeightM: 2,
    rootDepthM: [1.0, 1.7],
    depletionFraction: 0.55,
    source: 'FAO-56 Tables 11, 12 and 22: Maize, field (grain)',
  },
  {
    name: 'Soybeans',
    aliases: ['soybeans', 'soybean', 'soya', 'soya bean', 'soya beans', 'soy'],
    stages: [
      { region: 'Tropics, December', zones: ['tropical'], lengths: [15, 15, 40, 15], source: TABLE_11 },
      { region: 'Japan, June', zones: ['subtropical'], lengths: [20, 25, 75, 30], source: TABLE_11 },
      { region: 'Central USA, May', zones: ['temperate'], lengths: [20, 30, 60, 25], source: TABLE_11 },
    ],
    kc: { initial: 0.4, mid: 1.15, end: 0.5 },
    maxHeightM: 0.5,
    rootDepthM: [0.6, 1.3],
    depletionFraction: 0.5,
    source: 'FAO-56 Tables 11, 12 and 22: Soybeans',
  },
  {
    name: 'Wheat',
    aliases: ['wheat', 'spring wheat', 'gehun', 'gehu'],
    stages: [
      { region: 'Central India, November', zones: ['tropical'], lengths: [20, 25, 60, 30], source: TABLE_11 },
      { region: '35-45° latitude, March/April', zones: ['subtropical', 'temperate'], lengths: [15, 25, 50, 30], source: TABLE_11 },
    ],
    kc: { initial: 0.3, mid: 1.15, end: 0.25 },
    maxHeightM: 1,
    rootDepthM: [1.0, 1.5],
    depletionFraction: 0.55,
    source: 'FAO-56 Tables 11, 12 and 22: Spring wheat',
  },
  {
    name: 'Cotton',
    aliases: ['cotton', 'kapas'],
    stages: [
      { region: 'Yemen, September', zones: ['tropical'], lengths: [30, 50, 60, 55], source: TABLE_11 },
      { region: 'Egypt; Pakistan; Calif., March-May', zones: ['subtropical'], lengths: [30, 50, 60, 55], source: TABLE_11 },
      { region: 'Texas, April', zones: ['temperate'], lengths: [30, 50, 55, 45], source: TABLE_11 },
    ],
    kc: { initial: 0.35, mid: 1.15, end: 0.7 },
    maxHeightM: 1.2,
    rootDepthM: [1.0, 1.7],
    depletionFraction: 0.65,
    source: 'FAO-56 Tables 11, 12 and 22: Cotton',
  },
  {
    name: 'Tomatoes',
    aliases: ['tomatoes', 'tomato', 'tamatar'],
    stages: [
      { region: 'Arid Region, January', zones: ['tropical'], lengths: [30, 40, 40, 25], source: TABLE_11 },
      { region: 'Mediterranean, April/May', zones: ['subtropical'], lengths: [30, 40, 45, 30], source: TABLE_11 },
      { region: 'Calif., USA, April/May', zones: ['temperate'], lengths: [35, 40, 50, 30], source: TABLE_11 },
    ],
    kc: { initial: 0.6, mid: 1.15, end: 0.7 },
    maxHeightM: 0.6,
    rootDepthM: [0.7, 1.5],
    depletionFraction: 0.4,
    source: 'FAO-56 Tables 11, 12 and 22: Tomato',
  },
  {
    name: 'Lettuce',
    aliases: ['lettuce'],
    stages: [
      { region: 'Arid Region, Oct/Nov', zones: ['tropical'], lengths: [25, 35, 30, 10], source: TABLE_11 },
      { region: 'Mediterranean, Nov/Jan', zones: ['subtropical'], lengths: [30, 40, 25, 10], source: TABLE_11 },
      { region: 'Mediterranean, April', zones: ['temperate'], lengths: [20, 30, 15, 10], source: TABLE_11 },
    ],
    kc: { initial: 0.7, mid: 1.0, end: 0.95 },
    maxHeightM: 0.3,
    rootDepthM: [0.3, 0.5],
    depletionFraction: 0.3,
    source: 'FAO-56 Tables 11, 12 and 22: Lettuce',
  },
  {
    name: 'Grapes',
    aliases: ['grapes', 'grape', 'grapevine', 'vine', 'table grapes'],
    stages: [
      { region: 'Low Latitudes, April', zones: ['tropical'], lengths: [20, 40, 120, 60], source: TABLE_11 },
      { region: 'Calif., USA, March', zones: ['subtropical'], lengths: [20, 50, 75, 60], source: TABLE_11 },
      { region: 'High Latitudes, May', zones: ['temperate'], lengths: [20, 50, 90, 20], source: TABLE_11 },
    ],
    kc: { initial: 0.3, mid: 0.85, end: 0.45 },
    maxHeightM: 2,
    rootDepthM: [1.0, 2.0],
    depletionFraction: 0.35,
    note: 'Perennial: the date is bud break and the curve covers one season of canopy growth.',
    source: 'FAO-56 Tables 11, 12 and 22: Grapes (table or raisin)',
  },
  {
    name: 'Peppers',
    aliases: ['peppers', 'pepper', 'bell pepper', 'bell peppers', 'sweet pepper', 'sweet peppers', 'capsicum', 'shimla mirch'],
    stages: [
      { region: 'Arid Region, October', zones: ['tropical'], lengths: [30, 40, 110, 30], source: TABLE_11 },
      { region: 'Europe and Mediterranean, April/June', zones: ['subtropical', 'temperate'], lengths: [25, 35, 40, 20], source: TABLE_11 },
    ],
    kc: { initial: 0.6, mid: 1.05, end: 0.9 },
    maxHeightM: 0.7,
    rootDepthM: [0.5, 1.0],
    depletionFraction: 0.3,
    source: 'FAO-56 Tables 11, 12 and 22: Sweet peppers (bell)',
  },
  {
    name: 'Apples',
    aliases: ['apples', 'apple'],
    stages: [
      { region: 'Deciduous Orchard, Low Latitudes, March', zones: ['tropical'], lengths: [20, 70, 120, 60], source: TABLE_11 },
      { region: 'Deciduous Orchard, Calif., USA, March', zones: ['subtropical'], lengths: [30, 50, 130, 30], source: TABLE_11 },
      { region: 'Deciduous Orchard, High Latitudes, March', zones: ['temperate'], lengths: [20, 70, 90, 30], source: TABLE_11 },
    ],
    kc: { initial: 0.8, mid: 1.2, end: 0.85 },
    maxHeightM: 4,
    rootDepthM: [1.0, 2.0],
    depletionFraction: 0.5,
    note: 'Perennial: the date is bud break and the curve covers one season of canopy growth. Kc is the Table 12 row for active ground cover, no frosts.',
    source: 'FAO-56 Tables 11 (Deciduous Orchard), 12 and 22: Apples, cherries, pears',
  },
  {
    name: 'Strawberries',
    aliases: ['strawberries', 'strawberry'],
    stages: [
      {
        region: 'transplanted annual crop (no FAO-56 Table 11 row)',
        zones: ['tropical', 'subtropical', 'temperate'],
        lengths: [30, 40, 90, 30],
        source:
          'FarmSight assumption: Table 11 has no strawberry row; mid-season is the 70-100 day harvest period measured by the University of Arizona (1995) strawberry water-use study',
      },
    ],
    kc: { initial: 0.4, mid: 0.85, end: 0.75 },
    maxHeightM: 0.2,
    rootDepthM: [0.2, 0.3],
    depletionFraction: 0.2,
    source: 'FAO-56 Tables 12 and 22: Strawberries',
  },
  {
    name: 'Cucumbers',
    aliases: ['cucumbers', 'cucumber', 'kheera'],
    stages: [
      { region: 'Arid Region, June/Aug', zones: ['tropical', 'subtropical', 'temperate'], lengths: [20, 30, 40, 15], source: TABLE_11 },
    ],
    kc: { initial: 0.6, mid: 1.0, end: 0.75 },
    maxHeightM: 0.3,
    rootDepthM: [0.7, 1.2],
    depletionFraction: 0.5,
    source: 'FAO-56 Tables 11, 12 and 22: Cucumber (fresh market)',
  },
  {
    name: 'Rice',
    aliases: ['rice', 'paddy', 'dhan', 'chawal'],
    stages: [
      { region: 'Tropics, May', zones: ['tropical'], lengths: [30, 30, 80, 40], source: TABLE_11 },
      { region: 'Tropics; Mediterranean, Dec; May', zones: ['subtropical', 'temperate'], lengths: [30, 30, 60, 30], source: TABLE_11 },
    ],
    kc: { initial: 1.05, mid: 1.2, end: 0.9 },
    maxHeightM: 1,
    rootDepthM: [0.5, 1.0],
    depletionFraction: 0.2,
    note: 'FAO-56 gives p for rice relative to saturation; for a non-flooded field we apply it to the loam band like any crop.',
    source: 'FAO-56 Tables 11, 12 and 22: Rice',
  },
  {
    name: 'Citrus Trees',
    aliases: ['citrus trees', 'citrus trees (oranges, lemons)', 'citrus', 'orange', 'oranges', 'lemon', 'lemons', 'lime', 'limes', 'mandarin', 'mandarins'],
    stages: [{ region: 'Mediterranean, January', zones: ['tropical', 'subtropical', 'temperate'], lengths: [60, 90, 120, 95], source: TABLE_11 }],
    kc: { initial: 0.7, mid: 0.65, end: 0.7 },
    maxHeightM: 4,
    rootDepthM: [1.2, 1.5],
    depletionFraction: 0.5,
    note: 'Perennial: the date is the start of the growing year and the curve covers one year of canopy growth. Kc is the Table 12 row for 70% canopy, no ground cover.',
    source: 'FAO-56 Tables 11, 12 and 22: Citrus',
  },
  {
    name: 'Sugarcane',
    aliases: ['sugarcane', 'sugar cane', 'sugarcane (virgin)', 'ganna'],
    stages: [
      { region: 'Tropics (virgin cane)', zones: ['tropical'], lengths: [50, 70, 220, 140], source: TABLE_11 },
      { region: 'Low Latitudes (virgin cane)', zones: ['subtropical', 'temperate'], lengths: [35, 60, 190, 120], source: TABLE_11 },
    ],
    kc: { initial: 0.4, mid: 1.25, end: 0.75 },
    maxHeightM: 3,
    rootDepthM: [1.2, 2.0],
    depletionFraction: 0.65,
    note: 'The date is planting of the setts; the curve covers the first (virgin) crop.',
    source: 'FAO-56 Tables 11, 12 and 22: Sugar cane, virgin',
  },
  {
    name: 'Sugarcane ratoon',
    aliases: ['sugarcane ratoon', 'sugar cane ratoon', 'ratoon', 'ratoon cane'],
    stages: [
      { region: 'Tropics (ratoon)', zones: ['tropical'], lengths: [30, 50, 180, 60], source: TABLE_11 },
      { region: 'Low Latitudes (ratoon)', zones: ['subtropical', 'temperate'], lengths: [25, 70, 135, 50], source: TABLE_11 },
    ],
    kc: { initial: 0.4, mid: 1.25, end: 0.75 },
    maxHeightM: 3,
    rootDepthM: [1.2, 2.0],
    depletionFraction: 0.65,
    note: 'Perennial: the date is the previous harvest, when the ratoon regrows; the curve covers one ratoon crop.',
    source: 'FAO-56 Tables 11, 12 and 22: Sugar cane, ratoon',
  },
  {
    name: 'Potatoes',
    aliases: ['potatoes', 'potato', 'aloo', 'alu'],
    stages: [
      { region: '(Semi) Arid Climate, Jan/Nov', zones: ['tropical'], lengths: [25, 30, 30, 30], source: TABLE_11 },
      { region: 'Calif. Desert, USA, December', zones: ['subtropical'], lengths: [30, 35, 50, 25], source: TABLE_11 },
      { region: 'Europe, April', zones: ['temperate'], lengths: [30, 35, 50, 30], source: TABLE_11 },
    ],
    kc: { initial: 0.5, mid: 1.15, end: 0.75 },
    maxHeightM: 0.6,
    rootDepthM: [0.4, 0.6],
    depletionFraction: 0.35,
    source: 'FAO-56 Tables 11, 12 and 22: Potato',
  },
];
