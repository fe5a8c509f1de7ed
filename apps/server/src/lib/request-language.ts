import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from '@farmsight/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language to word an answer in: the web app sends the language its screens are in as `Accept-Language`; any
 * other client gets what its header asks for, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
