import type { LandUnit, LandUnitId } from '@farmsight/contracts';
import type { FarmRegion } from './places';
import type { LandUnits } from './schema';

/**
 * The land units a farmer may use where the farm is: acre and hectare everywhere, then the local units of the farm's
 * Indian state with their size there (a Rajasthan bigha is not an Assam one). Outside India, or before a location is
 * set, acre and hectare only.
 */
export function landUnitsIn(region: FarmRegion | null, landUnits: LandUnits): LandUnit[] {
  const everywhere = landUnits.everywhere.map((entry) => ({ id: entry.unit, squareMetres: entry.squareMetres }));
  const state = region?.state?.code;
  const local = state ? landUnits.states.filter((entry) => entry.state === state).map((entry) => ({ id: entry.unit, squareMetres: entry.squareMetres })) : [];
  return [...everywhere, ...local];
}

/** The farmer's chosen unit with its size where the farm is; hectare when none was chosen or the farm moved away from it. */
export function landUnitOf(id: LandUnitId | null, region: FarmRegion | null, landUnits: LandUnits): LandUnit | null {
  if (id === null) return null;
  const units = landUnitsIn(region, landUnits);
  return units.find((unit) => unit.id === id) ?? units.find((unit) => unit.id === 'hectare')!;
}
