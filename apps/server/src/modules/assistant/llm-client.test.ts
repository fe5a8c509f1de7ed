import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledge } from '../../knowledge';
import { assistantKnowledgeDir } from '../../paths';
import { createAssistant } from './assistant';
import { sharedKnowledgeBase } from './answering/knowledge-base';
import { completeChat, GROUNDED_INSTRUCTION, type LlmSettings } from './llm-client';
import { assistantTools } from './tools';
import { understand } from './understanding/understand';

type Mode = 'json' | 'stream' | 'error' | 'hang';

/** A local OpenAI-compatible /v1/chat/completions server for the tests; records what it was sent. */
let server: Server;
let baseUrl: string;
let mode: Mode = 'json';
const received: { body: { model: string; stream: boolean; messages: { role: string; content: string }[] }; authorization?: string }[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    if (request.url !== '/v1/chat/completions') return response.writeHead(404).end();
    received.push({ body: JSON.parse(raw), authorization: request.headers.authorization });
    if (mode === 'hang') return; // never answers: the client's timeout must end the wait
    if (mode === 'error') return response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
    if (mode === 'json') {
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Model answer from the passages.' } }] }));
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of ['Streamed ', 'model ', 'answer.']) response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
    response.end('data: [DONE]\n\n');
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const settings = (overrides: Partial<LlmSettings> = {}): LlmSettings => ({
  baseUrl,
  model: 'test-model',
  apiKey: undefined,
  timeoutMs: 10_000,
  stream: false,
  ...overrides,
});

describe('completeChat against a local OpenAI-compatible server', () => {
  it('reads a non-streaming answer and sends the model, the key and stream: false', async () => {
    mode = 'json';
    const text = await completeChat(settings({ apiKey: 'secret' }), [{ role: 'user', content: 'hi' }]);
    expect(text).toBe('Model answer from the passages.');
    expect(received.at(-1)).toMatchObject({ body: { model: 'test-model', stream: false }, authorization: 'Bearer secret' });
  });

  it('joins a streamed answer up to [DONE]', async () => {
    mode = 'stream';
    expect(await completeChat(settings({ stream: true }), [{ role: 'user', content: 'hi' }])).toBe('Streamed model answer.');
    expect(received.at(-1)!.body.stream).toBe(true);
  });

  it('fails on an HTTP error and on a timeout', async () => {
    mode = 'error';
    await expect(completeChat(settings(), [{ role: 'user', content: 'hi' }])).rejects.toThrow('LLM answered HTTP 500');
    mode = 'hang';
    await expect(completeChat(settings({ timeoutMs: 100 }), [{ role: 'user', content: 'hi' }])).rejects.toThrow(/timeout|aborted/i);
  });
});

describe('assistant with an LLM', () => {
  const prose = sharedKnowledgeBase(assistantKnowledgeDir);
  // The catalogue, the gazetteer and the assistant's lookups load once, outside the tests' time limit.
  beforeAll(() => understand('wheat in Sangrur', knowledge()), 60_000);

  it('sends the retrieved passages with the grounded instruction and keeps the sources', async () => {
    mode = 'json';
    const assistant = createAssistant({ knowledge: knowledge(), prose, tools: assistantTools, llm: settings() });
    const answer = await assistant.ask('how much money farmers get in PM-KISAN?');
    expect(answer.response).toBe('Model answer from the passages.');
    expect(answer.sources).toEqual(answer.draft.sources);
    expect(answer.sources[0]!.title).toBe('PM-KISAN portal, Department of Agriculture and Farmers Welfare');
    const messages = received.at(-1)!.body.messages;
    expect(messages[0]).toEqual({ role: 'system', content: GROUNDED_INSTRUCTION });
    expect(messages[1]!.content).toContain('₹6,000 a year in three instalments of ₹2,000');
    expect(messages[1]!.content).toContain('Question: how much money farmers get in PM-KISAN?');
  });

  it('falls back to the retrieval answer when the model times out or fails', async () => {
    const errors: unknown[] = [];
    for (const failure of ['hang', 'error'] as const) {
      mode = failure;
      const assistant = createAssistant({
        knowledge: knowledge(),
        prose,
        tools: assistantTools,
        llm: settings({ timeoutMs: 100 }),
        onLlmError: (error) => errors.push(error),
      });
      const answer = await assistant.ask('how much money farmers get in PM-KISAN?');
      expect(answer.response).toBe(answer.draft.response);
      expect(answer.response).toContain('₹6,000 a year in three instalments of ₹2,000');
    }
    expect(errors).toHaveLength(2);
  });

  it('does not send refusals to the model', async () => {
    mode = 'json';
    const before = received.length;
    const assistant = createAssistant({ knowledge: knowledge(), prose, tools: assistantTools, llm: settings() });
    await assistant.ask('write a poem about love');
    expect(received.length).toBe(before);
  });
});
