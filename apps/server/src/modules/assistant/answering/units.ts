import { ACRE, HECTARE, landUnitName, SQUARE_METRES_PER_HECTARE, yieldUnitName } from '@farmsight/contracts';
import type { Language, Replies } from '../data/replies';
import type { UnitChoice } from './draft';

/**
 * The sentences for a farmer who chose units in the profile: doses also per one of the farm's local land unit (a
 * Rajasthan bigha, a Punjab kanal, sized for the state), yields in the chosen unit first. Acre and hectare are always
 * given, as the sources publish them, so nothing is lost by the conversion.
 */
export function inFarmerUnits(replies: Replies, units: UnitChoice | undefined, language: Language): Replies {
  if (!units) return replies;
  const { landUnit, yieldUnit } = units;
  const local = landUnit && landUnit.id !== ACRE.id && landUnit.id !== HECTARE.id ? landUnit : null;
  if (!local && !yieldUnit) return replies;
  return {
    ...replies,
    farmerUnits: {
      land: local ? { name: landUnitName(local.id, language, 1), hectares: local.squareMetres / SQUARE_METRES_PER_HECTARE } : undefined,
      yield: yieldUnit ? { unit: yieldUnit, name: yieldUnitName(yieldUnit, language) } : undefined,
    },
  };
}
