/** The assistant module's public face: AI Samadhan's chat route, and the conversation shape the database stores. */
export type { Conversation } from './conversation-store';
export { default } from './routes';
