/**
 * Words that decide how a question is read. Lists written for this project from the topics of the
 * knowledge base (knowledge/*.md); they steer the reading, the facts come from the knowledge base and the engines.
 */

/** Words too common to help ranking (English question words, plus Hinglish fillers farmers often type). */
export const stopWords = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'about', 'into', 'as',
  'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'can', 'could', 'should', 'would', 'will', 'shall', 'may', 'might', 'must',
  'i', 'me', 'my', 'mine', 'we', 'our', 'you', 'your', 'he', 'she', 'they', 'them', 'their', 'it', 'its', 'this', 'that', 'these', 'those',
  'what', 'which', 'who', 'whom', 'how', 'when', 'where', 'why', 'whether', 'there', 'here', 'any', 'some', 'all', 'much', 'many', 'more', 'most',
  'please', 'pls', 'plz', 'kindly', 'tell', 'sir', 'madam', 'ji', 'bhai', 'hai', 'ka', 'ki', 'ke', 'me', 'mein', 'kya', 'kaise', 'kab',
  'kitna', 'kitni', 'kitne', 'milta', 'milti', 'milega', 'karna', 'karen', 'kare', 'chahiye', 'kaun', 'kaunsa', 'kis', 'hota',
  'know', 'want', 'need', 'get', 'give', 'use', 'using', 'good', 'best', 'right', 'proper', 'also', 'so', 'if', 'then', 'than', 'very', 'just',
  'farm', 'farmer', 'farming', 'crop', 'crops', 'field', 'fields', 'plant', 'plants', 'grow', 'growing', 'cultivation', 'cultivate',
  'doing', 'done', 'make', 'have', 'has', 'had', 'not', 'no', 'yes', 'but', 'up', 'out', 'over', 'under', 'again', 'now', 'today',
]);

/** Spelling variants and local words mapped to the word the knowledge base uses. */
export const synonyms: Record<string, string> = {
  fertiliser: 'fertilizer',
  fertilisers: 'fertilizer',
  fertlizer: 'fertilizer',
  fertilizers: 'fertilizer',
  khad: 'fertilizer',
  manuring: 'manure',
  urea: 'nitrogen',
  npk: 'nitrogen',
  watering: 'irrigation',
  irrigate: 'irrigation',
  irrigating: 'irrigation',
  irigation: 'irrigation',
  irrgation: 'irrigation',
  paani: 'water',
  pani: 'water',
  sowing: 'sow',
  sown: 'sow',
  sowed: 'sow',
  seeding: 'sow',
  planting: 'plant',
  transplanting: 'transplant',
  bugs: 'pests',
  insects: 'pests',
  insect: 'pests',
  keeda: 'pests',
  keede: 'pests',
  rog: 'disease',
  bimari: 'disease',
  bimaari: 'disease',
  diseases: 'disease',
  deseases: 'disease',
  disese: 'disease',
  spraying: 'spray',
  sprays: 'spray',
  pesticides: 'pesticide',
  harvesting: 'harvest',
  yeild: 'yield',
  acidic: 'acid',
  alkali: 'alkaline',
  rains: 'rain',
  flooded: 'flood',
  floods: 'flood',
  flooding: 'flood',
  waterlogged: 'waterlogging',
  droughts: 'drought',
  frosts: 'frost',
  heatwave: 'heat',
  loan: 'credit',
  loans: 'credit',
  kcc: 'kisan credit card',
  bima: 'insurance',
  mandi: 'market',
  paisa: 'rupees',
  paise: 'rupees',
  money: 'rupees',
  amount: 'rupees',
  enam: 'e-nam',
};

/** Words that mark a question as being about farming (besides crop names). */
export const farmingWords = new Set([
  'agriculture', 'agricultural', 'agri', 'farm', 'farmer', 'farmers', 'farming', 'kisan', 'krishi', 'crop', 'crops', 'field', 'fields', 'acre', 'acres',
  'hectare', 'hectares', 'bigha', 'land', 'soil', 'mitti', 'seed', 'seeds', 'sow', 'nursery', 'transplant', 'plant', 'plants', 'planting', 'harvest',
  'yield', 'produce', 'fertilizer', 'manure', 'compost', 'nitrogen', 'phosphorus', 'potassium', 'potash', 'dap', 'zinc', 'ph', 'lime', 'gypsum',
  'irrigation', 'water', 'drip', 'sprinkler', 'rain', 'monsoon', 'kharif', 'rabi', 'zaid', 'flood', 'drought', 'frost', 'heat', 'weather', 'hailstorm',
  'pests', 'pest', 'worm', 'caterpillar', 'borer', 'aphid', 'aphids', 'whitefly', 'thrips', 'mites', 'locust', 'disease', 'fungus', 'fungal',
  'blight', 'rust', 'wilt', 'rot', 'mildew', 'virus', 'leaf', 'leaves', 'root', 'roots', 'fruit', 'fruits', 'flower', 'flowering', 'orchard',
  'spray', 'pesticide', 'insecticide', 'fungicide', 'herbicide', 'weedicide', 'weed', 'weeds', 'ipm', 'tractor', 'market', 'mandi', 'msp',
  'scheme', 'schemes', 'subsidy', 'insurance', 'credit', 'pm-kisan', 'pmkisan', 'pmfby', 'pmksy', 'e-nam', 'eqip', 'usda', 'cap', 'card',
  'greenhouse', 'polyhouse', 'mulch', 'mulching', 'organic', 'vegetable', 'vegetables', 'grain', 'paddy', 'tuber', 'tubers', 'vine', 'trees',
  'agronomy', 'cattle', 'livestock', 'cow', 'buffalo', 'goat', 'poultry', 'dairy', 'milk', 'tillage', 'plough', 'ploughing', 'germination',
  'ripening', 'waterlogging', 'salinity', 'saline', 'alkaline', 'acid', 'cold', 'temperature', 'climate', 'season', 'onion', 'brinjal', 'banana',
  'mango', 'groundnut', 'mustard', 'pulses', 'gram', 'millet', 'sorghum', 'jowar', 'bajra', 'sugar', 'spacing', 'threshold', 'deficiency', 'pm',
]);

/** Greetings answered with a short introduction instead of a refusal. */
export const greetings = new Set(['hi', 'hello', 'hey', 'namaste', 'namaskar', 'hii', 'helo', 'good morning', 'good evening', 'thanks', 'thank you']);

/** Words a follow-up uses besides the new subject ("and for potatoes?", "what about rice then?"). */
export const followUpFillers = new Set(['and', 'what', 'about', 'for', 'how', 'also', 'same', 'then', 'too', 'in', 'of', 'with', 'case', 'the', 'if', 'it', 'is', 'so', 'now', 'instead']);

/** Pronouns that point back at the crop of the previous question. */
export const cropPronouns = /\b(it|its|them|they|this crop|that crop|these|those|the crop|same crop)\b/;
