import type { ChatResponse } from '@farmsight/contracts';
import { farmRegion, type Knowledge } from '../../knowledge';
import { composeDraft, withLiveData } from './answering/compose';
import type { Draft, UnitChoice } from './answering/draft';
import { type Conversation, emptyConversation, type Turn } from './conversation-store';
import { resolveFollowUp } from './understanding/follow-up';
import type { KnowledgeBase } from './answering/knowledge-base';
import { completeChat, groundedMessages, type LlmSettings } from './llm-client';
import type { LiveData } from './tools/live';
import type { AssistantTool } from './tools/tool';
import { regionFor } from './understanding/understand';

export interface AssistantOptions {
  /** The crop catalogue and its resolver. */
  knowledge: Knowledge;
  /** The prose pages (schemes, general topics). */
  prose: KnowledgeBase;
  tools: AssistantTool[];
  /** When set, answers from the catalogue, the engines and the prose pages are rewritten by this model. */
  llm?: LlmSettings;
  /** Called when the model fails and the embedded answer is used instead. */
  onLlmError?: (error: unknown) => void;
  today?: () => string;
}

export interface AskOptions {
  /** The farmer's profile location, [latitude, longitude]. */
  location?: readonly [number, number] | null;
  /** The conversation so far; a follow-up is read against its last turn. */
  conversation?: Conversation;
  /** The farmer's saved language (users.language): a question not in Devanagari is answered in it. */
  language?: string | null;
  /** The farmer's land and yield units from the profile: doses also per the local unit, yields in the chosen one. */
  units?: UnitChoice;
  /** The app's live answers for weather and price questions; without them those questions get the public services. */
  live?: LiveData;
}

export interface Assistant {
  /** Answers the message; `conversation` is the one given with this question and answer added, for the caller to keep. */
  ask(message: string, options?: AskOptions): Promise<ChatResponse & { draft: Draft; conversation: Conversation }>;
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/** The question as answered: the message, plus what it took over from earlier turns. */
function restated(message: string, draft: Draft, carried: boolean): string {
  return carried && draft.understood ? `${message} (${draft.understood})` : message;
}

/** AI Samadhan: reads a message in its conversation, answers from the catalogue, the engines or the prose pages, optionally through an LLM. */
export function createAssistant({ knowledge, prose, tools, llm, onLlmError, today = isoToday }: AssistantOptions): Assistant {
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
    async ask(message, { location = null, conversation = emptyConversation(), language = null, units, live = {} } = {}) {
      const text = message.trim();
      const { understanding, carried } = resolveFollowUp(text, conversation.turns.at(-1), knowledge, language);
      const profileRegion = farmRegion(location);
      const composed = composeDraft(
        { ...understanding, region: regionFor(understanding, profileRegion), latitude: location?.[0] ?? null, today: today(), carried, units },
        { knowledge, prose, tools },
      );
      const draft = (await withLiveData(understanding, composed, live)) ?? composed;
      const response = await rewrite(understanding.text, draft);
      const turn: Turn = {
        question: understanding.text,
        cropId: understanding.crop?.id,
        topic: understanding.topic,
        schemeId: understanding.scheme?.id,
        stateCode: understanding.namedState?.code,
        pest: draft.pest,
        response,
      };
      return {
        response,
        sources: draft.sources,
        question: restated(text, draft, carried),
        understood: draft.understood ?? null,
        draft,
        conversation: { ...conversation, turns: [...conversation.turns, turn] },
      };
    },
  };
}
