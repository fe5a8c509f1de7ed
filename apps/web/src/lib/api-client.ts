import { CSRF_COOKIE, CSRF_HEADER, type ApiError } from '@farmsight/contracts';
import axios, { isAxiosError } from 'axios';
import { serviceUrls } from './env';

type Service = keyof typeof serviceUrls;

function createClient(service: Service) {
  return axios.create({
    baseURL: serviceUrls[service],
    withCredentials: true,
    xsrfCookieName: CSRF_COOKIE,
    xsrfHeaderName: CSRF_HEADER,
  });
}

/** One axios instance per service, so each can move to its own host by env. */
export const api = {
  auth: createClient('auth'),
  config: createClient('config'),
  news: createClient('news'),
  soil: createClient('soil'),
  assistant: createClient('assistant'),
  disease: createClient('disease'),
  pesticides: createClient('pesticides'),
  growth: createClient('growth'),
  crops: createClient('crops'),
  irrigation: createClient('irrigation'),
  water: createClient('water'),
  alerts: createClient('alerts'),
  places: createClient('places'),
};

// A plain check rather than the contract's zod schema, which would put zod on the landing page.
const isApiError = (data: unknown): data is ApiError =>
  typeof (data as { error?: { message?: unknown } } | null)?.error?.message === 'string';

/** The server's error sentence when there is one, else axios' own message. */
export function errorMessage(error: unknown): string {
  if (isAxiosError(error) && isApiError(error.response?.data)) return error.response.data.error.message;
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** The API's error code (LOCATION_REQUIRED, WEATHER_UNAVAILABLE…) when the server answered with one. */
export function errorCode(error: unknown): string | undefined {
  return isAxiosError(error) && isApiError(error.response?.data) ? (error.response.data as ApiError).error.code : undefined;
}

/** The screen's own failure text when the network or server failed (no answer, 5xx); the server's sentence for a 4xx. */
export function failureMessage(error: unknown, failureText: string): string {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && status < 500 ? errorMessage(error) : failureText;
}
