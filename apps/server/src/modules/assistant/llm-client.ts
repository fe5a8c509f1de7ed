/** An OpenAI-compatible chat completions endpoint (Ollama, llama.cpp server, vLLM...). */
export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Ask for a streamed (server-sent events) answer. */
  stream: boolean;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

interface Completion {
  choices?: { message?: { content?: string }; delta?: { content?: string } }[];
}

/** Joins the content deltas of an SSE stream ('data: {...}' lines up to 'data: [DONE]'). */
export function readEventStream(body: string): string {
  let text = '';
  for (const line of body.split('\n')) {
    const data = line.startsWith('data:') ? line.slice(5).trim() : undefined;
    if (!data) continue;
    if (data === '[DONE]') break;
    text += (JSON.parse(data) as Completion).choices?.[0]?.delta?.content ?? '';
  }
  return text;
}

/** POST {baseUrl}/v1/chat/completions; the model's text, or an error (HTTP status, timeout, empty answer). */
export async function completeChat(settings: LlmSettings, messages: ChatMessage[]): Promise<string> {
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
    body: JSON.stringify({ model: settings.model, messages, stream: settings.stream, temperature: 0 }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM answered HTTP ${response.status}`);
  const body = await response.text();
  const text = (response.headers.get('content-type') ?? '').includes('text/event-stream')
    ? readEventStream(body)
    : ((JSON.parse(body) as Completion).choices?.[0]?.message?.content ?? '');
  if (!text.trim()) throw new Error('LLM gave an empty answer');
  return text.trim();
}

export const GROUNDED_INSTRUCTION = [
  'You are AI Samadhan, a farming assistant.',
  'Answer the question using ONLY the facts in the numbered passages. Do not add facts that are not in them.',
  "If the passages do not answer the question, reply exactly: I don't know that yet.",
  'Write 4 to 6 short lines of plain language a farmer understands.',
  'Keep every product, dose, date and number exactly as the passages give it, with its area and water; never add a product or dose that is not in them.',
].join(' ');

/** The messages that ask the model for a grounded answer. */
export function groundedMessages(question: string, passages: string[]): ChatMessage[] {
  const numbered = passages.map((passage, index) => `[${index + 1}] ${passage}`).join('\n');
  return [
    { role: 'system', content: GROUNDED_INSTRUCTION },
    { role: 'user', content: `Passages:\n${numbered}\n\nQuestion: ${question}` },
  ];
}
