import type { ChatResponse } from '@farmsight/contracts';
import { farmRegion, type Knowledge } from '../../knowledge';
import { composeDraft, type Draft } from './compose';
import { ConversationStore } from './conversation-store';
import { resolveFollowUp } from './follow-up';
import type { KnowledgeBase } from './knowledge-base';
import { completeChat, groundedMessages, type LlmSettings } from './llm-client';
import type { AssistantTool } from './tools/tool';
import { regionFor } from './understand';

export interface AssistantOptions {
  /** The crop catalogue and its resolver. */
  knowledge: Knowledge;
  /** The prose pages (schemes, general topics). */
  prose: KnowledgeBase;
  tools: AssistantTool[];
  conversations?: ConversationStore;
  /** When set, answers from the catalogue, the engines and the prose pages are rewritten by this model. */
  llm?: LlmSettings;
  /** Called when the model fails and the embedded answer is used instead. */
  onLlmError?: (error: unknown) => void;
  today?: () => string;
}

export interface AskOptions {
  /** The farmer's profile location, [latitude, longitude]. */
  location?: readonly [number, number] | null;
}

export interface Assistant {
  ask(sessionKey: string, message: string, options?: AskOptions): Promise<ChatResponse & { draft: Draft }>;
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/** The question as answered: the message, plus what it took over from earlier turns. */
function restated(message: string, draft: Draft, carried: boolean): string {
  return carried && draft.understood ? `${message} (${draft.understood})` : message;
}

/** AI Samadhan: reads a message in its conversation, answers from the catalogue, the engines or the prose pages, optionally through an LLM. */
export function createAssistant({ knowledge, prose, tools, conversations = new ConversationStore(), llm, onLlmError, today = isoToday }: AssistantOptions): Assistant {
  async function rewrite(question: string, draft: Draft): Promise<string> {
    if (!llm || !['catalogue', 'tool', 'knowledge'].includes(draft.kind)) return draft.response;
    try {
      return await completeChat(llm, groundedMessages(question, draft.passages));
    } catch (error) {
      onLlmError?.(error);
      return draft.response;
    }
  }

  return {
    async ask(sessionKey, message, { location = null } = {}) {
      const text = message.trim();
      const previous = conversations.turns(sessionKey).at(-1);
      const { understanding, carried } = resolveFollowUp(text, previous, knowledge);
      const profileRegion = farmRegion(location);
      const draft = composeDraft(
        { ...understanding, region: regionFor(understanding, profileRegion), latitude: location?.[0] ?? null, today: today(), carried },
        { knowledge, prose, tools },
      );
      const response = await rewrite(understanding.text, draft);
      conversations.add(sessionKey, {
        question: understanding.text,
        cropId: understanding.crop?.id,
        topic: understanding.topic,
        schemeId: understanding.scheme?.id,
        stateCode: understanding.namedState?.code,
        response,
      });
      return { response, sources: draft.sources, question: restated(text, draft, carried), understood: draft.understood ?? null, draft };
    },
  };
}
