import { z } from '../zod';
import { MAX_CHAT_MESSAGE_LENGTH } from '../assistant';

export const chatRequestSchema = z.object({
  userMessage: z
    .string({ error: 'Please type a question.' })
    .trim()
    .min(1, 'Please type a question.')
    .max(MAX_CHAT_MESSAGE_LENGTH, `Questions are at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** Where part of an answer comes from: a knowledge-base page or one of our engines. */
export const answerSourceSchema = z.object({
  title: z.string(),
  source: z.string(),
  url: z.string().optional(),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  sources: z.array(answerSourceSchema),
  /** The question the answer answers: the message, with what a follow-up took over from earlier turns. */
  question: z.string(),
  /** What the answer understood, so the farmer can correct a misreading: "For moong in Punjab"; null when nothing. */
  understood: z.string().nullable(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;
