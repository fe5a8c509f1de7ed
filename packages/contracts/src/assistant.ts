export const assistantPaths = { chat: '/chat' } as const;

export const MAX_CHAT_MESSAGE_LENGTH = 2000;
