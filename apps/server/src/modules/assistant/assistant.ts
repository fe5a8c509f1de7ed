import type { ChatResponse } from '@farmsight/contracts';
import { type Draft, composeDraft } from './compose';
import { ConversationStore } from './conversation-store';
import { resolveFollowUp } from './follow-up';
import type { KnowledgeBase } from './knowledge-base';
import { completeChat, groundedMessages, type LlmSettings } from './llm-client';
import type { AssistantTool } from './tools/tool';

export interface AssistantOptions {
  knowledge: KnowledgeBase;
  tools: AssistantTool[];
  conversations?: ConversationStore;
  /** When set, answers from the knowledge base and the engines are rewritten by this model. */
  llm?: LlmSettings;
  /** Called when the model fails and the embedded answer is used instead. */
  onLlmError?: (error: unknown) => void;
  today?: () => string;
}

export interface AskOptions {
  latitude?: number | null;
}

export interface Assistant {
  ask(sessionKey: string, message: string, options?: AskOptions): Promise<ChatResponse & { draft: Draft }>;
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/** AI Samadhan: reads a message in its conversation, answers from the engines or the knowledge base, optionally through an LLM. */
export function createAssistant({ knowledge, tools, conversations = new ConversationStore(), llm, onLlmError, today = isoToday }: AssistantOptions): Assistant {
  async function rewrite(question: string, draft: Draft): Promise<string> {
    if (!llm || (draft.kind !== 'knowledge' && draft.kind !== 'tool')) return draft.response;
    try {
      return await completeChat(llm, groundedMessages(question, draft.passages));
    } catch (error) {
      onLlmError?.(error);
      return draft.response;
    }
  }

  return {
    async ask(sessionKey, message, { latitude = null } = {}) {
      const previous = conversations.turns(sessionKey).at(-1);
      const resolved = resolveFollowUp(message.trim(), previous);
      const draft = composeDraft({ text: resolved.text, crop: resolved.crop, latitude, today: today() }, knowledge, tools);
      const response = await rewrite(resolved.text, draft);
      conversations.add(sessionKey, { question: resolved.text, cropId: resolved.crop?.id, response });
      return { response, sources: draft.sources, draft };
    },
  };
}
