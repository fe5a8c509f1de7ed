/**
 * Every code the API answers with, the one list server and web share. A status alone says little: a 409 is
 * EMAIL_TAKEN on sign-up, LOCATION_REQUIRED where the farm's weather is needed, CONFLICT otherwise.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'CSRF_INVALID',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'CONFLICT',
  'MALFORMED_REQUEST',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'WEATHER_UNAVAILABLE',
  'LOCATION_REQUIRED',
] as const;
