import { DEFAULT_SOIL_UNIT, soilUnits, type SoilUnit } from '@farmsight/contracts';

export const SOIL_UNIT_STORAGE_KEY = 'farmsight-soil-unit';

/** The unit the farmer last entered N, P and K in (a Soil Health Card's kg/ha, or a lab's ppm); ppm at first. */
export function storedSoilUnit(): SoilUnit {
  const stored = localStorage.getItem(SOIL_UNIT_STORAGE_KEY);
  return soilUnits.find((unit) => unit === stored) ?? DEFAULT_SOIL_UNIT;
}

export function storeSoilUnit(unit: SoilUnit) {
  localStorage.setItem(SOIL_UNIT_STORAGE_KEY, unit);
}
