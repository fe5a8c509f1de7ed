/** Texts of the /ai screen (product spec, '/ai' and the error catalogue). */
export const chatTexts = {
  title: 'AI Samadhan',
  placeholder: 'Ask all your Doubts related to Farming',
  label: 'Your question',
  send: 'Send',
  responseHeading: 'Chatbot Response:',
  showHistory: 'Show History',
  hideHistory: 'Hide History',
  failure: 'Error in generating response.',
  sources: 'Sources:',
  /** Under the answer: the question it answers, so a misreading can be corrected. */
  answering: 'Answering:',
} as const;
