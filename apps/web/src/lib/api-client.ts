import { CSRF_COOKIE, CSRF_HEADER, type ApiError, type ErrorCode } from '@farmsight/contracts';
import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { type Service, serviceUrls } from './env';

function createClient(service: Service) {
  return axios.create({
    baseURL: serviceUrls[service],
    withCredentials: true,
    xsrfCookieName: CSRF_COOKIE,
    xsrfHeaderName: CSRF_HEADER,
  });
}

/** One axios instance per service, so each can move to its own host by env. */
export const api = Object.fromEntries(Object.keys(serviceUrls).map((service) => [service, createClient(service as Service)])) as Record<Service, AxiosInstance>;

// A plain check rather than the contract's zod schema, which would put zod on the landing page.
const isApiError = (data: unknown): data is ApiError =>
  typeof (data as { error?: { message?: unknown } } | null)?.error?.message === 'string';

/** The API's error code (LOCATION_REQUIRED, WEATHER_UNAVAILABLE…) when the server answered with one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return isAxiosError(error) && isApiError(error.response?.data) ? error.response.data.error.code : undefined;
}

/**
 * What a failed call tells the farmer, the one way every screen words it: the server's sentence for a 4xx (it names
 * what to fix); for no answer or a 5xx, the screen's own `failureText` when it has one, else the server's sentence or
 * the HTTP client's message ('Network Error').
 */
export function failureMessage(error: unknown, failureText?: string): string {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (failureText !== undefined && (status === undefined || status >= 500)) return failureText;
  if (isAxiosError(error) && isApiError(error.response?.data)) return error.response.data.error.message;
  return error instanceof Error ? error.message : 'Something went wrong.';
}
