/** Paths of the HTTP API, relative to each service's base URL. */
export const authPaths = {
  signup: '/signup',
  login: '/login',
  userInfo: '/user-info',
  updateProfile: '/update-profile',
  language: '/language',
  logout: '/logout',
} as const;

/**
 * The landing page's contact form: the contact module's route, which the spec places under the auth prefix
 * (POST /api/auth/query), so it is relative to servicePrefixes.auth.
 */
export const contactPaths = { query: '/query' } as const;

export const servicePrefixes = {
  auth: '/api/auth',
  config: '/api/config',
  news: '/api/news',
  soil: '/api/soil',
  assistant: '/api/assistant',
  disease: '/api/disease',
  pesticides: '/api/pesticides',
  growth: '/api/growth',
  crops: '/api/crops',
  weather: '/api/weather',
  irrigation: '/api/irrigation',
  water: '/api/water',
  alerts: '/api/alerts',
  places: '/api/places',
  market: '/api/market',
  schemes: '/api/schemes',
} as const;

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const SESSION_COOKIE = 'farmsight_session';
/** The id of the JSON block in which the page brings the signed-in farmer (GET authPaths.userInfo's answer). */
export const SERVED_SESSION_ID = 'farmsight-session';
/**
 * Sent with a POST that the phone may replay (a queued reading or irrigation log): the same key again gets the entry
 * saved the first time, with IDEMPOTENT_REPLAY_HEADER: 'true' (ADR 0054). 8 to 100 letters, digits, '-' or '_'.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;
