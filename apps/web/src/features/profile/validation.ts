import { updateProfileSchema, type LatLng } from '@farmsight/contracts';
import { validateWith } from '@/lib/form-validation';

export type ProfileInput = {
  firstName: string;
  lastName: string;
  /** The raw value of the number input: '' when empty. */
  areaOfLand: string;
  location: LatLng | null;
};

/** The contract's first failing check (first name, last name, area of land, location: the spec's order), or the request to send. */
export function validateProfile({ areaOfLand, ...profile }: ProfileInput) {
  return validateWith(updateProfileSchema, { ...profile, areaOfLand: areaOfLand.trim() === '' ? undefined : Number(areaOfLand) });
}
