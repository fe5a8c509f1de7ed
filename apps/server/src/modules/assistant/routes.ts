import { createHash } from 'node:crypto';
import { assistantPaths, chatRequestSchema, chatResponseSchema, SESSION_COOKIE } from '@farmsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knowledge } from '../../knowledge';
import { assistantKnowledgeDir } from '../../paths';
import { createAssistant } from './assistant';
import { sharedKnowledgeBase } from './knowledge-base';
import { assistantTools } from './tools';

export const CHATS_PER_MINUTE = 20;

/** Conversations are kept per sign-in session; the key is a hash, never the cookie itself. */
const sessionKey = (request: FastifyRequest) => createHash('sha256').update(request.cookies[SESSION_COOKIE] ?? request.user!.id).digest('hex');

const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const prose = sharedKnowledgeBase(assistantKnowledgeDir);
  app.log.info({ sections: prose.sections.length, loadMs: Math.round(prose.loadMs) }, 'assistant knowledge base ready');
  const assistant = createAssistant({
    knowledge: knowledge(),
    prose,
    tools: assistantTools,
    llm: app.config.llm,
    onLlmError: (err) => app.log.warn({ err }, 'LLM failed; answering from the knowledge base'),
  });

  app.post(
    assistantPaths.chat,
    {
      // Sign-in is checked before the body, so an anonymous caller learns nothing from validation.
      onRequest: app.authenticate,
      config: {
        rateLimit: { max: CHATS_PER_MINUTE, timeWindow: '1 minute', hook: 'preValidation', keyGenerator: (request: FastifyRequest) => request.user!.id },
      },
      schema: { body: chatRequestSchema, response: { 200: chatResponseSchema } },
    },
    async (request) => {
      const user = request.user!;
      const location = user.latitude !== null && user.longitude !== null ? ([user.latitude, user.longitude] as const) : null;
      const { response, sources, question, understood } = await assistant.ask(sessionKey(request), request.body.userMessage, { location });
      return { response, sources, question, understood };
    },
  );
};

export default assistantRoutes;
