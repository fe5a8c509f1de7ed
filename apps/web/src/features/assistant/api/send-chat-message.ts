import { assistantPaths, type ChatResponse } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/assistant/chat with {userMessage}. */
export async function sendChatMessage(userMessage: string): Promise<ChatResponse> {
  const response = await api.assistant.post<ChatResponse>(assistantPaths.chat, { userMessage });
  return response.data;
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
