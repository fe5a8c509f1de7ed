/** Paths of the place search, relative to its base URL. */
export const placePaths = { search: '', nearest: '/nearest', landUnits: '/land-units' } as const;

export const PLACE_QUERY_MAX = 100;
