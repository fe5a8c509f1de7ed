import { CSRF_COOKIE, CSRF_HEADER, type ApiError, type ErrorCode } from '@farmsight/contracts';
import { type Service, serviceUrls } from './env';
import { currentLanguage, translateMessage } from './i18n';

/**
 * A request that failed: `status` and `data` are the server's answer, absent when none came. The messages are the
 * spec's wording for the HTTP client's generic failures ('Network Error', 'Request failed with status code 500').
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type QueryParams = Record<string, string | number | undefined>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Answer<T> = { data: T; status: number };

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('json') || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send<T>(
  baseUrl: string,
  method: Method,
  path: string,
  params?: QueryParams,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<Answer<T>> {
  const url = new URL(`${baseUrl}${path}`, window.location.href);
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));

  // The language the screens are in, so the server words its sentences (analyses, verdicts) in it too.
  const headers = new Headers({ ...extraHeaders, accept: 'application/json', 'accept-language': currentLanguage() });
  // The server's double-submit check: the cookie's value echoed in a header, which only this origin's script can read.
  const csrfToken = method === 'GET' ? undefined : readCookie(CSRF_COOKIE);
  if (csrfToken !== undefined) headers.set(CSRF_HEADER, csrfToken);
  let payload: BodyInit | undefined;
  if (body instanceof FormData)
    payload = body; // the browser sets the multipart boundary
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, credentials: 'include' });
  } catch {
    throw new HttpError('Network Error');
  }
  const data = await readBody(response);
  if (!response.ok) throw new HttpError(`Request failed with status code ${response.status}`, response.status, data);
  return { data: data as T, status: response.status };
}

/** Calls to one API service; every path is relative to the service's base URL. */
export function createClient(baseUrl: string) {
  return {
    get: <T = unknown>(path: string, options?: { params?: QueryParams }) => send<T>(baseUrl, 'GET', path, options?.params),
    post: <T = unknown>(path: string, body?: unknown, options?: { headers?: Record<string, string> }) =>
      send<T>(baseUrl, 'POST', path, undefined, body, options?.headers),
    put: <T = unknown>(path: string, body?: unknown) => send<T>(baseUrl, 'PUT', path, undefined, body),
    patch: <T = unknown>(path: string, body?: unknown) => send<T>(baseUrl, 'PATCH', path, undefined, body),
    delete: <T = unknown>(path: string) => send<T>(baseUrl, 'DELETE', path),
  };
}

export type ApiClient = ReturnType<typeof createClient>;

/** One client per service, so each can move to its own host by env. */
export const api = Object.fromEntries(Object.entries(serviceUrls).map(([service, url]) => [service, createClient(url)])) as Record<Service, ApiClient>;

// A plain check rather than the contract's zod schema, which would put zod on the landing page.
const isApiError = (data: unknown): data is ApiError => typeof (data as { error?: { message?: unknown } } | null)?.error?.message === 'string';

/** No answer came (the phone is offline, or the server cannot be reached), as opposed to an answer saying no. */
export const isUnreachable = (error: unknown): boolean => error instanceof HttpError && error.status === undefined;

/** No answer, or the server failed (5xx): what the device last had is better than nothing. */
export const isServerUnavailable = (error: unknown): boolean => !(error instanceof HttpError) || error.status === undefined || error.status >= 500;

/** The API's error code (LOCATION_REQUIRED, WEATHER_UNAVAILABLE…) when the server answered with one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof HttpError && isApiError(error.data) ? error.data.error.code : undefined;
}

/**
 * What a failed call tells the farmer, the one way every screen words it, in the farmer's language: the server's
 * sentence for a 4xx (it names what to fix); for no answer or a 5xx, the screen's own `failureText` (already in the
 * farmer's language) when it has one, else the server's sentence or the HTTP client's message ('Network Error').
 */
export function failureMessage(error: unknown, failureText?: string): string {
  const status = error instanceof HttpError ? error.status : undefined;
  if (failureText !== undefined && (status === undefined || status >= 500)) return failureText;
  if (error instanceof HttpError && isApiError(error.data)) return translateMessage(error.data.error.message);
  return translateMessage(error instanceof Error ? error.message : 'Something went wrong.');
}
