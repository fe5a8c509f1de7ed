import type { SoilTexture } from '@farmsight/contracts';

/**
 * Seepage and percolation from a puddled rice field, mm a day: IRRI Rice Knowledge Bank (water management) gives
 * 1-5 mm a day on heavy clays and up to 25-30 mm on sandy soils once puddled; the textures between are placed in
 * that range by their drainage.
 */
export const puddledPercolationMm: Record<SoilTexture, number> = {
  sand: 25,
  'loamy sand': 15,
  'sandy loam': 10,
  loam: 6,
  'silt loam': 5,
  silt: 4,
  'silty clay loam': 3,
  'silty clay': 2,
  clay: 2,
};

/** IRRI: irrigate rice to a standing depth of about 5 cm. */
export const STANDING_WATER_MM = 50;

/** Field bunds of about 15 cm: rain that would stand deeper runs over them. */
export const BUND_HEIGHT_MM = 150;
