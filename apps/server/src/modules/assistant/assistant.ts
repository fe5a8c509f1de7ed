import type { ChatResponse } from '@farmsight/contracts';
import { type Draft, composeDraft } from './compose';
import { type Conversation, emptyConversation } from './conversation-store';
import { resolveFollowUp } from './follow-up';
import type { KnowledgeBase } from './knowledge-base';
import { completeChat, groundedMessages, type LlmSettings } from './llm-client';
import type { AssistantTool } from './tools/tool';

export interface AssistantOptions {
  knowledge: KnowledgeBase;
  tools: AssistantTool[];
  /** When set, answers from the knowledge base and the engines are rewritten by this model. */
  llm?: LlmSettings;
  /** Called when the model fails and the embedded answer is used instead. */
  onLlmError?: (error: unknown) => void;
  today?: () => string;
}

export interface AskOptions {
  latitude?: number | null;
  /** The conversation so far; a follow-up is read against its last turn. */
  conversation?: Conversation;
}

export interface Assistant {
  /** Answers the message; `conversation` is the one given with this question and answer added, for the caller to keep. */
  ask(message: string, options?: AskOptions): Promise<ChatResponse & { draft: Draft; conversation: Conversation }>;
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/** AI Samadhan: reads a message in its conversation, answers from the engines or the knowledge base, optionally through an LLM. */
export function createAssistant({ knowledge, tools, llm, onLlmError, today = isoToday }: AssistantOptions): Assistant {
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
    async ask(message, { latitude = null, conversation = emptyConversation() } = {}) {
      const resolved = resolveFollowUp(message.trim(), conversation.turns.at(-1));
      const draft = composeDraft({ text: resolved.text, crop: resolved.crop, latitude, today: today() }, knowledge, tools);
      const response = await rewrite(resolved.text, draft);
      const turn = { question: resolved.text, cropId: resolved.crop?.id, response };
      return { response, sources: draft.sources, draft, conversation: { ...conversation, turns: [...conversation.turns, turn] } };
    },
  };
}
