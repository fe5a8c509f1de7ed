import { z } from '../zod';
import { MIN_PASSWORD_LENGTH } from '../auth';
import { languages } from '../languages';
import { landUnitSchema, unitPreferenceSchema } from './units';
import { yieldUnits } from '../units';

/** The spec's text, without a full stop. */
const PASSWORD_REQUIRED = 'Password is required';

const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const credentialsSchema = z.object({
  email: emailField,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(1024, 'Password is too long.'),
});
export type Credentials = z.input<typeof credentialsSchema>;

/** Login accepts any non-empty password: a short one is simply wrong, never a hint. */
export const loginSchema = credentialsSchema.extend({
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(1024, 'Password is too long.'),
});

const latitude = z.number().min(-90, 'Latitude must be between -90 and 90.').max(90, 'Latitude must be between -90 and 90.');
const longitude = z.number().min(-180, 'Longitude must be between -180 and 180.').max(180, 'Longitude must be between -180 and 180.');

export const latLngSchema = z.tuple([latitude, longitude]);
export type LatLng = z.infer<typeof latLngSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  location: latLngSchema.nullable(),
  areaOfLand: z.number().nullable(),
  profileSetup: z.boolean(),
  /** The farmer's chosen language; null until one is chosen (the app then follows the browser). */
  language: z.enum(languages).nullable(),
  /**
   * The farmer's land unit with its size in the farm's state (areaOfLand stays in hectares), and the unit yields are
   * shown in; null until chosen. Optional so that a client built before units existed still reads the user.
   */
  landUnit: landUnitSchema.nullable().optional(),
  yieldUnit: z.enum(yieldUnits).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

const requiredName = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, 'Names are at most 100 characters.');

const isLatLngObject = (value: unknown): value is { lat: unknown; lng: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'lat' in value && 'lng' in value;

/** Accepts location as [lat, lng] or {lat, lng}; always yields [lat, lng]. */
const locationField = z.preprocess(
  (value) => (isLatLngObject(value) ? [value.lat, value.lng] : value),
  z.tuple([latitude, longitude], { error: 'Set location on map.' }),
);

const languageField = z.enum(languages, { error: `Language must be one of: ${languages.join(', ')}.` });

export const updateProfileSchema = z.object({
  firstName: requiredName('First name is required.'),
  lastName: requiredName('Last name is required.'),
  areaOfLand: z
    .number({ error: 'Area of land is required.' })
    .gt(0, 'Area of land is required.')
    .max(1_000_000, 'Area of land must be at most 1,000,000 hectares.'),
  location: locationField,
  language: languageField.optional(),
  ...unitPreferenceSchema.shape,
});
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

/** PUT /api/auth/language: the settings menu's switch saves the choice without the rest of the profile. */
export const languagePreferenceSchema = z.object({ language: languageField });
export type LanguagePreference = z.infer<typeof languagePreferenceSchema>;

export const contactQuerySchema = z.object({
  fname: z.string({ error: 'First name is required.' }).trim().min(1, 'First name is required.').max(100),
  lname: z.string({ error: 'Last name is required.' }).trim().min(1, 'Last name is required.').max(100),
  email: emailField,
  message: z.string({ error: 'Message is required.' }).trim().min(1, 'Message is required.').max(5000, 'Message is at most 5000 characters.'),
});
export type ContactQuery = z.input<typeof contactQuerySchema>;

export const contactQueryResponseSchema = z.object({ message: z.string() });
export type ContactQueryResponse = z.infer<typeof contactQueryResponseSchema>;

export const okResponseSchema = z.object({ message: z.string() });
export type OkResponse = z.infer<typeof okResponseSchema>;
