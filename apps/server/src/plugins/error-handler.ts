import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@farmsight/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

/**
 * Codes for errors that name no cause of their own (a plugin's or Fastify's, by status). Causes with a code of their
 * own (CSRF_INVALID, EMAIL_TAKEN, INVALID_CREDENTIALS) are thrown as HttpError where they happen, never guessed here.
 */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const friendlyMessages: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported here.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_ERROR', message: 'The Content-Length header does not match the body.' },
};

const MALFORMED: { status: number; code: ErrorCode; message: string } = { status: 400, code: 'MALFORMED_REQUEST', message: 'The request is not valid HTTP.' };

/** Node's HTTP parser errors (error.code) with a clearer answer than MALFORMED. */
const parserErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_INVALID_CONTENT_LENGTH: { ...MALFORMED, message: 'The Content-Length header is not valid.' },
  HPE_UNEXPECTED_CONTENT_LENGTH: { ...MALFORMED, message: 'The Content-Length header is not valid.' },
  HPE_INVALID_TRANSFER_ENCODING: { ...MALFORMED, message: 'The Transfer-Encoding header is not valid, or comes with a Content-Length.' },
  HPE_INVALID_METHOD: { ...MALFORMED, message: 'The request method is not recognised.' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser rejects never reaches a route or a hook, so its answer is
 * written to the socket here, in the JSON error shape and with the security headers (`headers`).
 */
export function answerClientError(headers: ReadonlyArray<readonly [string, string]>) {
  return function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.trace({ err: error }, 'client error');
    // As Node's own handler: nothing is written once a response has begun on this socket (a bad chunk mid-body).
    const response = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
    if (socket.writable && !response?.headersSent) {
      const { status, code, message } = parserErrors[error.code ?? ''] ?? MALFORMED;
      const body = JSON.stringify({ error: { code, message } });
      const head = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...headers.map(([name, value]) => `${name}: ${value}`),
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
  return reply.status(status).send({ error: fields ? { code, message, fields } : { code, message } });
}

/** Every error leaves as {error: {code, message, fields?}}; 5xx details stay in the log. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
          fields[path] ??= issue.message ?? 'Invalid value.';
        }
        const first = error.validation[0];
        const message = first?.instancePath && first.message ? first.message : 'The request body must be a JSON object with the required fields.';
        return sendError(reply, 400, 'VALIDATION_ERROR', message, fields);
      }
      if (error instanceof HttpError) return sendError(reply, error.statusCode, error.code, error.message, error.fields);

      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendError(reply, status, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.');
      }
      const known = friendlyMessages[error.code];
      if (known) return sendError(reply, status, known.code, known.message);
      return sendError(reply, status, codeByStatus[status] ?? 'VALIDATION_ERROR', error.message);
    });
  },
  { name: 'error-handler' },
);
