import { assistantPaths, type ChatResponse } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/assistant/chat with {userMessage}. */
export async function sendChatMessage(userMessage: string): Promise<ChatResponse> {
  const [response, { chatResponseSchema }] = await Promise.all([api.assistant.post(assistantPaths.chat, { userMessage }), loadContractSchemas()]);
  return chatResponseSchema.parse(response.data);
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
