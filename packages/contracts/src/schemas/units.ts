import { z } from '../zod';
import { landUnitIds, yieldUnits } from '../units';

/** A land unit with its size where the farm is. */
export const landUnitSchema = z.object({ id: z.enum(landUnitIds), squareMetres: z.number().positive() });
export type LandUnit = z.infer<typeof landUnitSchema>;

/** The farmer's unit choice as the profile stores it; both optional, so older clients keep working. */
export const unitPreferenceSchema = z.object({
  landUnit: z.enum(landUnitIds, { error: `Land unit must be one of: ${landUnitIds.join(', ')}.` }).optional(),
  yieldUnit: z.enum(yieldUnits, { error: `Yield unit must be one of: ${yieldUnits.join(', ')}.` }).optional(),
});
