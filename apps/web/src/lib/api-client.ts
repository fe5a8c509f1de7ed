import { apiErrorSchema, CSRF_COOKIE, CSRF_HEADER } from '@farmsight/contracts';
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
};

/** The server's error sentence when there is one, else axios' own message. */
export function errorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    const parsed = apiErrorSchema.safeParse(error.response?.data);
    if (parsed.success) return parsed.data.error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}
