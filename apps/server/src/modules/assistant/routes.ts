import { assistantPaths, chatRequestSchema, chatResponseSchema } from '@farmsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmRegionOfUser, knowledge } from '../../knowledge';
import { farmerLandUnitOf, farmerYieldUnit } from '../auth';
import { marketPrices } from '../market';
import { weatherAnswerFor } from '../weather';
import { assistantKnowledgeDir } from '../../paths';
import { CLEANUP_INTERVAL_MS } from '../../plugins/jobs';
import { createAssistant } from './assistant';
import { databaseConversationStore, deleteIdleConversations } from './conversation-store';
import { liveDataFor } from './tools/live';
import { sharedKnowledgeBase } from './answering/knowledge-base';
import { assistantTools } from './tools';
import { understand } from './understanding/understand';

export const CHATS_PER_MINUTE = 20;

const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const prose = sharedKnowledgeBase(assistantKnowledgeDir);
  // Builds the place and product lookups now, so the first farmer's question does not wait for them.
  understand('', knowledge());
  app.log.debug({ sections: prose.sections.length, loadMs: Math.round(prose.loadMs) }, 'assistant knowledge base ready');
  const assistant = createAssistant({
    knowledge: knowledge(),
    prose,
    tools: assistantTools,
    llm: app.config.llm,
    onLlmError: (err) => app.log.warn({ err }, 'LLM failed; answering from the knowledge base'),
  });
  const conversations = databaseConversationStore(app.db);
  app.jobs.add({ name: 'idle-conversations-cleanup', intervalMs: CLEANUP_INTERVAL_MS, run: () => deleteIdleConversations(app.db) });

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
      const live = liveDataFor({
        forecast: (language) => weatherAnswerFor(app.weather, user, language),
        prices: (crop) => marketPrices(app.db, crop, farmRegionOfUser(user), app.config.market.apiKey !== undefined),
      });
      const answer = await assistant.ask(request.body.userMessage, {
        location,
        conversation: await conversations.get(user.id),
        language: user.language,
        units: { landUnit: farmerLandUnitOf(user), yieldUnit: farmerYieldUnit(user) },
        live,
      });
      await conversations.put(user.id, answer.conversation);
      return { response: answer.response, sources: answer.sources, question: answer.question, understood: answer.understood };
    },
  );
};

export default assistantRoutes;
