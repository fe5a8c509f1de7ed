import { z } from '../zod';
import { PLACE_QUERY_MAX } from '../places';
import { landUnitSchema } from './units';

/** GET /api/places?q=Ludh: the query is a place name or its start, in any case, with or without accents. */
export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Enter a place name to search for.' })
    .trim()
    .min(1, 'Enter a place name to search for.')
    .max(PLACE_QUERY_MAX, `A place name has at most ${PLACE_QUERY_MAX} characters.`),
});

/** One GeoNames place (a town or village of 1,000 people or more), named as a farmer would write it. */
export const placeSchema = z.object({
  /** 'Ludhiana, Punjab, India'. */
  label: z.string(),
  name: z.string(),
  /** The Indian state; null outside India (the gazetteer names other countries' regions only by code). */
  state: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

/** GET /api/places/nearest?latitude=&longitude=: the named place nearest a point chosen on the map. */
export const nearestPlaceQuerySchema = z.object({
  latitude: z.coerce
    .number({ error: 'Latitude must be a number between -90 and 90.' })
    .min(-90, 'Latitude must be a number between -90 and 90.')
    .max(90, 'Latitude must be a number between -90 and 90.'),
  longitude: z.coerce
    .number({ error: 'Longitude must be a number between -180 and 180.' })
    .min(-180, 'Longitude must be a number between -180 and 180.')
    .max(180, 'Longitude must be a number between -180 and 180.'),
});

export const nearestPlaceResponseSchema = z.object({ place: placeSchema.nullable() });
export type NearestPlaceResponse = z.infer<typeof nearestPlaceResponseSchema>;

/** GET /api/places/land-units?latitude=&longitude=: acre, hectare and the local units of the state there, sized for it. */
export const landUnitsResponseSchema = z.object({ units: z.array(landUnitSchema) });
export type LandUnitsResponse = z.infer<typeof landUnitsResponseSchema>;
