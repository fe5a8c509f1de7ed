import type { LatLng, UpdateProfileRequest } from '@farmsight/contracts';

export type ProfileInput = {
  firstName: string;
  lastName: string;
  /** The raw value of the number input: '' when empty. */
  areaOfLand: string;
  location: LatLng | null;
};

export type ProfileValidation = { error: string } | { profile: UpdateProfileRequest };

/** The first failing check's message in the spec's order, or the request to send. */
export function validateProfile({ firstName, lastName, areaOfLand, location }: ProfileInput): ProfileValidation {
  if (!firstName.trim()) return { error: 'First name is required.' };
  if (!lastName.trim()) return { error: 'Last name is required.' };
  const area = Number(areaOfLand);
  // Empty, zero (and anything that is not a positive number) fails.
  if (!(area > 0)) return { error: 'Area of land is required.' };
  if (!location) return { error: 'Set location on map.' };
  return { profile: { firstName: firstName.trim(), lastName: lastName.trim(), areaOfLand: area, location } };
}
