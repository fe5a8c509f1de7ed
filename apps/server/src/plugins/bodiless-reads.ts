import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * GET and HEAD take no body. Fastify would ignore one; we answer it like a body on any other route:
 * too large 413, not JSON 415, malformed JSON 400, and otherwise 400 because it is not wanted.
 * Runs after the route's onRequest hooks, so a signed-out caller still gets 401 first.
 */
export default fp(
  async function bodilessReads(app: FastifyInstance, { bodyLimit }: { bodyLimit: number }) {
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!READ_METHODS.has(request.method)) return payload;
      const length = Number(request.headers['content-length'] ?? 0);
      if (!(length > 0) && !request.headers['transfer-encoding']) return payload;
      if (length > bodyLimit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
      if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported here.');
      }
      const chunks: Buffer[] = [];
      let received = 0;
      for await (const chunk of payload as AsyncIterable<Buffer>) {
        received += chunk.length;
        if (received > bodyLimit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
        chunks.push(chunk);
      }
      try {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        throw new HttpError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
      }
      throw new HttpError(400, 'VALIDATION_ERROR', `A ${request.method} request takes no body.`);
    });
  },
  { name: 'bodiless-reads' },
);
