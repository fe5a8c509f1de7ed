export { AssistantPage } from './components/assistant-page';
