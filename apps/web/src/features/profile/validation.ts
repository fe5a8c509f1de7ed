import { fromHectares, landUnitName, parseLandArea, type LandUnit, type LatLng, type YieldUnit } from '@farmsight/contracts';
import i18next from 'i18next';
import { validateWith } from '@/lib/form-validation';
import { currentLanguage } from '@/lib/i18n';

export type ProfileInput = {
  firstName: string;
  lastName: string;
  /** What the farmer typed in the land field: "2.5", "2 acres", "5 बीघा"; '' when empty. */
  areaOfLand: string;
  location: LatLng | null;
  /** The unit chosen beside the land field: a bare number is in it. */
  landUnit: LandUnit;
  /** The units of the farm's state (acre, hectare and the local ones). */
  availableUnits: readonly LandUnit[];
  yieldUnit: YieldUnit;
};

/** A stand-in area while the spec's earlier fields are checked, when the typed unit itself is at fault. */
const ANY_VALID_AREA = 1;

/**
 * The contract's first failing check in the spec's order (first name, last name, area of land, location), with the
 * typed area read in its unit and sent in hectares; a unit word that is unknown or not used in the farm's state is
 * reported on the area field, in its place in that order.
 */
export async function validateProfile({ areaOfLand, landUnit, availableUnits, yieldUnit, ...profile }: ProfileInput) {
  const parsed = parseLandArea(areaOfLand, availableUnits, landUnit);
  const hectares = parsed.ok ? parsed.hectares : parsed.problem === 'number' ? undefined : ANY_VALID_AREA;
  const validation = await validateWith((schemas) => schemas.updateProfileSchema, {
    ...profile,
    areaOfLand: hectares,
    landUnit: parsed.ok ? parsed.unit.id : landUnit.id,
    yieldUnit,
  });
  if (!parsed.ok && parsed.problem !== 'number') {
    const spellsEarlier = 'error' in validation && ['firstName', 'lastName'].includes(validation.error.field);
    if (!spellsEarlier) return { error: { field: 'areaOfLand', message: unitProblem(parsed.unitId, availableUnits) } };
  }
  return validation;
}

function unitProblem(unitId: LandUnit['id'] | undefined, availableUnits: readonly LandUnit[]): string {
  const language = currentLanguage();
  const units = availableUnits.map((unit) => landUnitName(unit.id, language)).join(', ');
  const unit = unitId && landUnitName(unitId, language);
  return unit ? i18next.t('profile:unitElsewhere', { unit: unit.charAt(0).toUpperCase() + unit.slice(1), units }) : i18next.t('profile:unknownUnit', { units });
}

/** The saved area as the land field shows it: the number in the farmer's unit, at most 4 decimals. */
export const areaInUnit = (hectares: number, unit: LandUnit) => String(Number(fromHectares(hectares, unit).toFixed(4)));
