/** Fixed sentences of the assistant (no facts in them: facts come from the knowledge base and the engines). */
export const ASSISTANT_NAME = 'AI Samadhan';

export const OFF_TOPIC_REPLY =
  'Sorry, I can only help with farming: crops, soil, water and irrigation, pests and diseases, weather risks and government schemes for farmers.';

export const GREETING_REPLY = `Namaste! I am ${ASSISTANT_NAME}. Ask me about your crops, soil, irrigation, pests and diseases, weather risks or government schemes for farmers.`;

export const unknownReply = (nearestTopics: string[]) =>
  nearestTopics.length > 0
    ? `I don't know that yet, and I won't guess. The nearest topics I can help with are: ${nearestTopics.join('; ')}.`
    : "I don't know that yet, and I won't guess. I can help with crops, soil, irrigation, pests and diseases, weather risks and government schemes.";

export const unknownCropReply = (cropWord: string, nearestTopics: string[]) =>
  `I don't have a guide for ${cropWord} yet, so I can't answer that reliably. ${unknownReply(nearestTopics).replace("I don't know that yet, and I won't guess. ", '')}`;


/** Crops and produce the knowledge base has no guide for: questions about them get an honest "don't know". */
export const uncoveredCrops = [
  'onion', 'onions', 'brinjal', 'eggplant', 'banana', 'bananas', 'mango', 'mangoes', 'groundnut', 'peanut', 'mustard', 'chickpea', 'gram',
  'millet', 'sorghum', 'jowar', 'bajra', 'ragi', 'okra', 'bhindi', 'cabbage', 'cauliflower', 'garlic', 'ginger', 'turmeric', 'coconut',
  'tea', 'coffee', 'pomegranate', 'papaya', 'guava', 'watermelon', 'lentil', 'barley', 'oats', 'sunflower', 'sesame', 'tobacco', 'jute',
  'cardamom', 'arecanut', 'cashew', 'pea', 'peas', 'cattle', 'cow', 'cows', 'buffalo', 'goat', 'goats', 'poultry', 'chicken', 'fish',
];
