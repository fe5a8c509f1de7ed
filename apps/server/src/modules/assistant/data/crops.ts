/**
 * The crops the assistant knows: the 14 crops of the pesticide list (product spec, section 3) plus potato.
 * `id` names the crop guide in knowledge/<id>.md; aliases include common Indian names and frequent misspellings.
 */
export interface CropEntry {
  id: string;
  /** Name as the pesticide list writes it (product spec, section 3), or the plain name for crops outside it. */
  name: string;
  /** Singular word used when rewriting a question for this crop. */
  word: string;
  aliases: string[];
}

export const crops: CropEntry[] = [
  { id: 'corn', name: 'Corn', word: 'maize', aliases: ['corn', 'maize', 'makka', 'makki', 'bhutta', 'maze'] },
  { id: 'soybeans', name: 'Soybeans', word: 'soybean', aliases: ['soybeans', 'soybean', 'soyabean', 'soyabeans', 'soya', 'soy'] },
  { id: 'wheat', name: 'Wheat', word: 'wheat', aliases: ['wheat', 'gehun', 'gehu', 'gehoon', 'wheet'] },
  { id: 'cotton', name: 'Cotton', word: 'cotton', aliases: ['cotton', 'kapas', 'narma', 'coton'] },
  { id: 'tomato', name: 'Tomatoes', word: 'tomato', aliases: ['tomatoes', 'tomato', 'tomatos', 'tomatoe', 'tamatar', 'tamato'] },
  { id: 'lettuce', name: 'Lettuce', word: 'lettuce', aliases: ['lettuce', 'letuce', 'lettuces'] },
  { id: 'grapes', name: 'Grapes', word: 'grape', aliases: ['grapes', 'grape', 'grapevine', 'grapevines', 'vineyard', 'angoor', 'angur'] },
  {
    id: 'peppers',
    name: 'Peppers',
    word: 'chilli',
    aliases: ['bell peppers', 'bell pepper', 'peppers', 'pepper', 'chillies', 'chilies', 'chilli', 'chili', 'capsicum', 'mirchi', 'mirch'],
  },
  { id: 'apples', name: 'Apples', word: 'apple', aliases: ['apples', 'apple', 'seb', 'saib'] },
  { id: 'strawberries', name: 'Strawberries', word: 'strawberry', aliases: ['strawberries', 'strawberry', 'strawbery', 'strawberrys'] },
  { id: 'cucumbers', name: 'Cucumbers', word: 'cucumber', aliases: ['cucumbers', 'cucumber', 'kheera', 'khira', 'cucumbar'] },
  { id: 'rice', name: 'Rice', word: 'rice', aliases: ['rice', 'paddy', 'padddy', 'dhaan', 'dhan', 'chawal'] },
  {
    id: 'citrus',
    name: 'Citrus Trees (Oranges, Lemons)',
    word: 'citrus',
    aliases: ['citrus', 'oranges', 'orange', 'lemons', 'lemon', 'limes', 'lime', 'mandarins', 'mandarin', 'kinnow', 'santra', 'mosambi', 'nimbu', 'mausambi'],
  },
  { id: 'sugarcane', name: 'Sugarcane', word: 'sugarcane', aliases: ['sugarcane', 'sugar cane', 'sugercane', 'sugarcan', 'ganna', 'ganne'] },
  { id: 'potato', name: 'Potato', word: 'potato', aliases: ['potatoes', 'potato', 'potatos', 'potatoe', 'aloo', 'alu'] },
];

export const cropById = new Map(crops.map((crop) => [crop.id, crop]));
