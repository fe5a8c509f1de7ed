import type { ErrorCode } from '@farmsight/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'CSRF_INVALID',
  404: 'NOT_FOUND',
  409: 'EMAIL_TAKEN',
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

export function sendError(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
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
