import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** An axios answer as the API clients resolve it. */
export function respond<T>(data: T, status = 200): AxiosResponse<T> {
  return { data, status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
}

/** The error axios rejects with for a non-2xx answer carrying the API's error body. */
export function apiError(status: number, code: string, message: string): AxiosError {
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, respond({ error: { code, message } }, status));
}
