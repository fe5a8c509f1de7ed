/**
 * Words that decide how a question is read: topic words, pest words, scheme names, in English, romanised Hindi and
 * Punjabi (Hinglish), Devanagari and the commonest Gurmukhi. Written for this project; they steer the reading, while every fact in an answer
 * comes from the crop catalogue (apps/server/src/knowledge), the engines or the prose pages (knowledge/*.md).
 * Entries are matched on whole words after normaliseName (lower case, punctuation to spaces); a multi-word entry
 * matches the same words in a row.
 */
import type { DeficientNutrient } from '../../../knowledge';

/** What a question can ask about a crop or the farm. Practice topics match the catalogue's practice fields. */
export const topics = [
  'varieties',
  'sowing',
  'seedRate',
  'seedTreatment',
  'spacing',
  'nutrients',
  'irrigation',
  'weeds',
  'pests',
  'harvest',
  'storage',
  'climate',
  'market',
  'weather',
  'contact',
  'scheme',
] as const;
export type Topic = (typeof topics)[number];

/**
 * Topic words. When several topics are named, the one listed first in `topicPrecedence` wins: the more specific
 * request ("seed treatment" names seed and treatment; "weed control" names control) comes before the general one.
 */
export const topicWords: Record<Topic, string[]> = {
  contact: ['contact', 'contact number', 'kcc number', 'kisan call centre', 'kisan call center', 'phone', 'phone number', 'helpline', 'help line', 'toll free', 'mobile number', 'call centre', 'call center', 'customer care', 'sampark', 'kvk', 'krishi vigyan kendra', 'कृषि विज्ञान केंद्र', 'केवीके', 'नंबर', 'हेल्पलाइन', 'संपर्क', 'फोन'],
  market: ['ਮੰਡੀ', 'ਭਾਅ', 'market rate', 'market price', 'mandi', 'mandi rate', 'mandi bhav', 'bhav', 'bhaav', 'rate today', 'price', 'prices', 'msp', 'minimum support price', 'selling price', 'daam', 'kimat', 'keemat', 'भाव', 'मंडी', 'कीमत', 'दाम', 'समर्थन मूल्य'],
  weather: ['ਮੌਸਮ', 'weather', 'wether', 'whether forecast', 'forecast', 'rain tomorrow', 'rain forecast', 'will it rain', 'mausam', 'mosam', 'barish', 'baarish', 'barsaat', 'temperature tomorrow', 'मौसम', 'बारिश', 'वर्षा'],
  seedTreatment: ['seed treatment', 'seed treat', 'treat seed', 'treat the seed', 'seed dressing', 'beej upchar', 'beej shodhan', 'beejopchar', 'seed sodh', 'बीज उपचार', 'बीजोपचार', 'बीज शोधन'],
  seedRate: ['ਬੀਜ ਦੀ ਮਾਤਰਾ', 'seed rate', 'seedrate', 'seed quantity', 'quantity of seed', 'how much seed', 'kitna beej', 'beej dar', 'beej ki matra', 'beej matra', 'seed per acre', 'seed required', 'seed requirement', 'beej kitna', 'बीज दर', 'बीज की मात्रा', 'कितना बीज', 'बीज कितना', 'बीज कितनी'],
  spacing: ['spacing', 'spaceing', 'distance between', 'row to row', 'plant to plant', 'doori', 'duri', 'दूरी', 'फासला'],
  weeds: ['ਨਦੀਨ', 'ਨਦੀਨਾਂ', 'weed', 'weeds', 'weedicide', 'weedicides', 'herbicide', 'herbicides', 'kharpatwar', 'khar patwar', 'nadeen', 'nadin', 'ghas', 'ghaas', 'gulli danda', 'phalaris', 'motha', 'khatpatwar', 'खरपतवार', 'नदीन', 'घास', 'खरपतवारनाशी', 'गुल्ली डंडा', 'गुल्लीडंडा', 'मंडूसी', 'मोथा'],
  pests: [
    'ਕੀੜੇ', 'ਰੋਗ', 'ਬਿਮਾਰੀ', 'ਸੁੰਡੀ', 'ਚੇਪਾ', 'ਤੇਲਾ', 'ਰੋਕਥਾਮ',
    'pest', 'pests', 'insect', 'insects', 'insecticide', 'insecticides', 'pesticide', 'pesticides', 'fungicide', 'fungicides', 'disease', 'diseases', 'desease',
    'deseases', 'disese', 'keeda', 'keede', 'kida', 'kide', 'keet', 'sundi', 'sundiyan', 'illi', 'rog', 'bimari', 'bimaari', 'bemari', 'attack',
    'infestation', 'control of', 'spray', 'sprays', 'dawai', 'dawa', 'dava', 'medicine', 'caterpillar', 'catterpillar', 'catterpiller', 'caterpiller',
    'worm', 'borer', 'aphid', 'aphids', 'chepa', 'tela', 'whitefly', 'white fly', 'jassid', 'jassids', 'thrips', 'mite', 'mites', 'termite', 'termites',
    'deemak', 'dimak', 'hopper', 'blight', 'ilaj', 'ilaaj', 'upchar', 'roktham', 'rokthaam', 'makhi', 'makkhi', 'tank mix', 'tank mixing', 'jar test', 'rust', 'kungi', 'wilt', 'rot', 'mildew', 'virus', 'curl', 'spot', 'smut', 'blast', 'bug', 'bugs', 'fly', 'flies',
    'कीट', 'कीड़ा', 'कीड़े', 'कीडा', 'रोग', 'बीमारी', 'सुंडी', 'इल्ली', 'दवा', 'दवाई', 'छिड़काव', 'छेदक', 'बेधक', 'कीटनाशक', 'फफूंदनाशी', 'माहू', 'तेला', 'दीमक', 'झुलसा', 'रतुआ',
  ],
  nutrients: [
    'ਖਾਦ', 'ਖਾਦਾਂ', 'ਯੂਰੀਆ',
    'fertilizer', 'fertiliser', 'fertilizers', 'fertilisers', 'fertlizer', 'fertilizar', 'fertilizer dose', 'khad', 'khaad', 'khaad ki matra', 'urea', 'dap',
    'npk', 'potash', 'mop', 'ssp', 'nitrogen', 'phosphorus', 'manure', 'nutrient', 'nutrients', 'nutrition', 'zinc', 'sulphur', 'urvarak', 'खाद',
    'deficiency', 'deficient', 'kami', 'manganese', 'boron', 'borax', 'iron', 'magnesium', 'calcium', 'foliar', 'yellowing', 'growth regulator', 'कमी',
    'उर्वरक', 'यूरिया', 'डीएपी', 'पोटाश', 'neem cake', 'oil cake', 'khali', 'खली',
  ],
  irrigation: ['ਸਿੰਚਾਈ', 'ਪਾਣੀ', 'irrigation', 'irrigations', 'irrigate', 'irrigating', 'irigation', 'irrgation', 'watering', 'water', 'paani', 'pani', 'sinchai', 'sichai', 'sinchaai', 'सिंचाई', 'पानी'],
  varieties: ['ਕਿਸਮ', 'ਕਿਸਮਾਂ', 'variety', 'varieties', 'verity', 'varity', 'varaity', 'verieties', 'hybrid', 'hybrids', 'seed variety', 'kisam', 'kism', 'kisme', 'kismen', 'kisma', 'kismein', 'kismon', 'kismat', 'kisman', 'किस्म', 'किस्में', 'किस्मों', 'प्रजाति', 'वैरायटी'],
  sowing: [
    'ਬਿਜਾਈ', 'ਲੁਆਈ', 'ਪਨੀਰੀ',
    'sowing', 'sow', 'sown', 'sowing time', 'planting time', 'plant', 'planting', 'transplant', 'transplanting', 'transplantation', 'nursery', 'nursary', 'when to',
    'right time', 'best time', 'time of', 'bijai', 'bijaai', 'bijayi', 'buwai', 'buai', 'bowai', 'buvai', 'bona', 'ropai', 'lagai', 'lawai', 'luai',
    'बुवाई', 'बुआई', 'बोने', 'बोएं', 'रोपाई', 'नर्सरी', 'बिजाई',
  ],
  harvest: ['ਕਟਾਈ', 'ਵਾਢੀ', 'ਝਾੜ', 'harvest', 'harvesting', 'harvested', 'maturity', 'mature', 'ripening', 'yield', 'yeild', 'production', 'katai', 'kataai', 'paidavar', 'paidawar', 'upaj', 'jhad', 'jhaar', 'कटाई', 'पैदावार', 'उपज', 'उत्पादन'],
  storage: ['storage', 'store', 'storing', 'godown', 'bhandaran', 'bhandar', 'cold storage', 'भंडारण'],
  climate: ['climate', 'soil type', 'suitable soil', 'temperature', 'ph', 'which soil', 'jalvayu', 'mitti', 'जलवायु', 'मिट्टी', 'तापमान'],
  scheme: ['scheme', 'schemes', 'yojana', 'yojna', 'subsidy', 'subsidi', 'insurance', 'loan', 'योजना', 'सब्सिडी', 'बीमा'],
};

/** Which topic wins when a question names several. */
export const topicPrecedence: Topic[] = [
  'contact',
  'market',
  'weather',
  'seedTreatment',
  'seedRate',
  'spacing',
  'weeds',
  'nutrients',
  'pests',
  'varieties',
  'storage',
  'irrigation',
  'harvest',
  'sowing',
  'climate',
  'scheme',
];

/** Topics answered from the crop catalogue's practice facts, and the practice field each reads. */
export const practiceTopics = {
  varieties: 'varieties',
  sowing: 'sowing',
  seedRate: 'seedRate',
  seedTreatment: 'seedTreatment',
  spacing: 'spacing',
  nutrients: 'nutrients',
  irrigation: 'irrigation',
  weeds: 'weeds',
  pests: 'pests',
  harvest: 'harvest',
} as const;

/**
 * Words naming a secondary nutrient or micronutrient, and the catalogue's name for it: a question naming one needs
 * that nutrient's deficiency fact, not the N-P-K dose.
 */
export const namedNutrients: Record<string, DeficientNutrient> = {
  zinc: 'zinc', zink: 'zinc', jasta: 'zinc', जिंक: 'zinc', जस्ता: 'zinc',
  manganese: 'manganese', maganese: 'manganese', मैंगनीज: 'manganese',
  boron: 'boron', borax: 'boron', बोरॉन: 'boron', बोरोन: 'boron',
  iron: 'iron', ferrous: 'iron', loha: 'iron', लोहा: 'iron', आयरन: 'iron',
  magnesium: 'magnesium', मैग्नीशियम: 'magnesium',
  calcium: 'calcium', कैल्शियम: 'calcium',
  sulphur: 'sulphur', sulfur: 'sulphur', gandhak: 'sulphur', गंधक: 'sulphur', सल्फर: 'sulphur',
  copper: 'copper', molybdenum: 'molybdenum',
};

/** Words that ask when: with a sowing word, a question about a variety's sowing or transplanting is about time. */
export const timeWords = ['time', 'timing', 'when', 'date', 'kab', 'samay', 'samaa', 'waqt', 'समय', 'कब'];

/** Topic words too common to make a message about farming on their own ("iphone price"). */
export const genericTopicWords = ['contact', 'contact number', 'phone', 'phone number', 'mobile number', 'customer care', 'price', 'prices', 'rate today', 'selling price', 'daam', 'kimat', 'keemat', 'कीमत', 'दाम', 'temperature', 'when to', 'right time', 'best time', 'time of', 'production', 'store', 'storing', 'water', 'pani', 'paani', 'पानी', 'bug', 'bugs', 'fly', 'flies', 'attack', 'spot', 'medicine', 'dawai', 'dawa', 'dava'];

/** Pest-topic words that name no pest in particular: what is left after them names the pest asked about. */
export const genericPestWords = [
  'pest', 'pests', 'insect', 'insects', 'insecticide', 'insecticides', 'pesticide', 'pesticides', 'fungicide', 'fungicides', 'disease', 'diseases', 'desease',
  'deseases', 'disese', 'keeda', 'keede', 'kida', 'kide', 'keet', 'rog', 'bimari', 'bimaari', 'bemari', 'attack', 'infestation', 'control', 'spray', 'sprays',
  'dawai', 'dawa', 'dava', 'medicine', 'ilaj', 'ilaaj', 'upchar', 'roktham', 'rokthaam', 'कीट', 'कीड़ा', 'कीड़े', 'रोग', 'बीमारी', 'दवा', 'दवाई', 'छिड़काव',
];

/** Words that change nothing about what is asked ("total fertilizer application", "dose kitni dale"). */
export const neutralWords = [
  ...['application', 'applied', 'apply', 'applying', 'total', 'usage', 'use', 'used', 'using', 'better', 'increase', 'increasing', 'improve', 'improving'],
  ...['timing', 'young', 'younger', 'stage', 'stages', 'period', 'method'],
  ...['dale', 'dalen', 'daale', 'daalen', 'dalna', 'liye', 'lie', 'kitni', 'kitna', 'kitne', 'sahi', 'achi', 'acchi', 'behtar', 'badhane', 'badhaye', 'wala', 'wali'],
  ...['fasal', 'fasl', 'kheti', 'khet', 'crop', 'crops', 'farm', 'farmer', 'farmers', 'farming', 'field', 'kisan', 'फसल', 'खेती', 'खेत'],
  ...['jankari', 'jaankari', 'janakari', 'btao', 'batao', 'bataye', 'bataiye', 'tell', 'jankaari', 'जानकारी'],
  ...['first', 'second', 'third', 'pehla', 'pahla', 'pehli', 'doosra', 'dusra', 'teesra', 'kaise', 'kare', 'karen', 'karein', 'lagaye', 'lagayen', 'dena', 'de'],
  ...['ਵਿੱਚ', 'ਵਿਚ', 'ਦੀ', 'ਦਾ', 'ਦੇ', 'ਲਈ', 'ਕਿਵੇਂ', 'ਕਦੋਂ', 'ਕਿੰਨੀ', 'ਕਿੰਨਾ', 'ਕਰੀਏ', 'ਬਾਰੇ', 'ਜਾਣਕਾਰੀ'],
  ...['नियंत्रण', 'रोकथाम', 'उपचार', 'इलाज', 'कैसे', 'करें', 'क्या', 'लिए', 'सही', 'पहला', 'पहली', 'दूसरा', 'बताइए', 'बताएं', 'डालें', 'दें'],
  ...['उन्नत', 'अच्छी', 'अच्छे', 'अच्छा', 'बढ़िया', 'कैसी', 'कैसा', 'लगेगा', 'लगेगी', 'लगता', 'लगती', 'चाहिए', 'इसमें', 'इसमे', 'उसमें', 'चुनाव'],
];

/** Local pest words and the English words pest names use for the same thing ("sundi" is a caterpillar or borer). */
/** Words naming a group of pests rather than one: "sucking pests" asks about the crop's jassid, whitefly, thrips... */
export const pestGroups: Record<string, string[]> = {
  sucking: ['jassid', 'whitefly', 'thrips', 'aphid', 'hopper', 'leafhopper', 'planthopper', 'mite', 'mealybug', 'bug'],
  suking: ['jassid', 'whitefly', 'thrips', 'aphid', 'hopper', 'leafhopper', 'planthopper', 'mite', 'mealybug', 'bug'],
  chusak: ['jassid', 'whitefly', 'thrips', 'aphid', 'hopper', 'leafhopper', 'planthopper', 'mite', 'mealybug', 'bug'],
  चूसक: ['jassid', 'whitefly', 'thrips', 'aphid', 'hopper', 'leafhopper', 'planthopper', 'mite', 'mealybug', 'bug'],
};

export const pestSynonyms: Record<string, string[]> = {
  sundi: ['caterpillar', 'worm', 'borer', 'larva'],
  sundiyan: ['caterpillar', 'worm', 'borer', 'larva'],
  illi: ['caterpillar', 'worm', 'borer', 'larva'],
  catterpillar: ['caterpillar'],
  catterpiller: ['caterpillar'],
  caterpiller: ['caterpillar'],
  chepa: ['aphid'],
  tela: ['aphid', 'jassid', 'hopper'],
  mahu: ['aphid'],
  makhi: ['fly'],
  makkhi: ['fly'],
  chitti: ['white'],
  safed: ['white'],
  deemak: ['termite'],
  dimak: ['termite'],
  kungi: ['rust'],
  jhulsa: ['blight'],
  chedak: ['borer'],
  fudka: ['hopper'],
  phudka: ['hopper'],
  bhura: ['brown'],
  'फुदका': ['hopper'],
  'भूरा': ['brown'],
  chhedak: ['borer'],
  pachhat: ['late'],
  pachheti: ['late'],
  agheti: ['early'],
  peela: ['yellow'],
  pila: ['yellow'],
  peeli: ['yellow'],
  pili: ['yellow'],
  ratua: ['rust'],
  'सुंडी': ['caterpillar', 'worm', 'borer', 'larva'],
  'फली': ['pod'],
  'छेदक': ['borer'],
  'बेधक': ['borer'],
  'झोंका': ['blast'],
  'झोका': ['blast'],
  'पछेती': ['late'],
  'अगेती': ['early'],
  'चोटी': ['top'],
  'तना': ['stem'],
  'फल': ['fruit'],
  'इल्ली': ['caterpillar', 'worm', 'borer', 'larva'],
  'माहू': ['aphid'],
  'तेला': ['aphid', 'jassid', 'hopper'],
  'मक्खी': ['fly'],
  'सफेद': ['white'],
  'पीला': ['yellow'],
  'रतुआ': ['rust'],
  'झुलसा': ['blight'],
  'दीमक': ['termite'],
};

/** Words that narrow a pest question to diseases or to insects and mites. */
export const diseaseWords = ['disease', 'diseases', 'desease', 'deseases', 'disese', 'rog', 'bimari', 'bimaari', 'bemari', 'fungus', 'fungicide', 'fungicides', 'रोग', 'बीमारी'];
export const insectWords = ['insect', 'insects', 'insecticide', 'insecticides', 'keeda', 'keede', 'kida', 'kide', 'keet', 'कीट', 'कीड़ा', 'कीड़े'];

/** Words in a pest question that say nothing about which pest it is. */
export const pestFillerWords = new Set([
  ...['pest', 'pests', 'insect', 'insects', 'disease', 'diseases', 'control', 'of', 'in', 'the', 'on', 'and', 'for', 'my', 'crop', 'field', 'attack'],
  ...['information', 'regarding', 'about', 'how', 'to', 'what', 'is', 'spray', 'medicine', 'dawai', 'ka', 'ki', 'ke', 'me', 'mein', 'kya', 'kare', 'karen'],
  ...['management', 'manage', 'treatment', 'treat', 'cure', 'remedy', 'problem', 'infestation', 'plant', 'plants', 'leaf', 'leaves', 'dose', 'use'],
  ...['new', 'latest', 'improved', 'recommended', 'suitable', 'high', 'yielding', 'top', 'popular', 'batao', 'bataye', 'lagaye', 'konsi', 'kaunsi', 'detail', 'details'],
]);

/** Words that ask for the last irrigation before harvest: answers lead with what to avoid. */
export const lateSeasonWords = ['harvest', 'harvesting', 'last', 'before', 'maturity', 'ripening', 'katai', 'pakne', 'akhiri', 'antim', 'कटाई', 'आखिरी', 'अंतिम'];

/** Government schemes the prose pages (knowledge/scheme-*.md) describe, with the names farmers use for them. */
export const schemes: { id: string; page: string; names: string[] }[] = [
  { id: 'pm-kisan', page: 'scheme-pm-kisan', names: ['pm kisan', 'pmkisan', 'pm-kisan', 'kisan samman', 'samman nidhi', 'sanman nidhi', 'kisan nidhi', 'kisan samman nidhi', 'किसान सम्मान निधि', 'पीएम किसान', 'सम्मान निधि'] },
  { id: 'pmfby', page: 'scheme-pmfby', names: ['pmfby', 'fasal bima', 'crop insurance', 'insurance', 'insurance company', 'fasal beema', 'bima yojana', 'फसल बीमा', 'बीमा कंपनी', 'फसल बीमा योजना'] },
  { id: 'kisan-credit-card', page: 'scheme-kisan-credit-card', names: ['kisan credit card', 'kcc loan', 'credit card', 'kcc card', 'किसान क्रेडिट कार्ड', 'केसीसी', 'केसीसी लोन'] },
  { id: 'soil-health-card', page: 'scheme-soil-health-card', names: ['soil health card', 'soil card', 'mitti jaanch', 'mrida', 'मृदा स्वास्थ्य कार्ड', 'soil testing'] },
  { id: 'pmksy', page: 'scheme-pmksy', names: ['pmksy', 'per drop more crop', 'krishi sinchayee', 'drip subsidy', 'sprinkler subsidy', 'सिंचाई योजना', 'ड्रिप सब्सिडी', 'ड्रिप अनुदान', 'कृषि सिंचाई योजना'] },
  { id: 'smam', page: 'scheme-smam', names: ['smam', 'sub mission on agricultural mechanization', 'farm machinery subsidy', 'machinery subsidy', 'krishi yantra', 'krishi yantra anudan', 'tractor subsidy', 'custom hiring centre', 'कृषि यंत्र', 'कृषि यंत्र अनुदान'] },
  { id: 'e-nam', page: 'scheme-enam', names: ['e nam', 'enam', 'e-nam', 'national agriculture market', 'ई नाम'] },
];

/** What a scheme question asks, and the words that ask it (English, romanised Hindi, Devanagari). */
export const schemeAsks = {
  instalments: ['when', 'kab', 'date', 'next', 'kist', 'kisht', 'qist', 'instalment', 'installment', 'aayegi', 'ayegi', 'aaegi', 'किस्त', 'कब', 'अगली'],
  status: ['status', 'check', 'sthiti', 'received', 'nahi', 'not', 'stuck', 'ruki', 'रुकी', 'रुक', 'रुका', 'स्थिति', 'स्टेटस', 'नहीं'],
  eligibility: ['eligible', 'eligibility', 'who', 'kaun', 'kise', 'kisko', 'किसे', 'किसको', 'patrata', 'apply', 'registration', 'register', 'avedan', 'पात्रता', 'कौन', 'आवेदन', 'पंजीकरण'],
  amount: ['how much', 'amount', 'kitna', 'kitne', 'kitni', 'paisa', 'paise', 'rupees', 'rashi', 'कितना', 'कितने', 'कितनी', 'राशि', 'पैसे'],
} as const;

/** Words that mark a message as being about farming even without a crop or topic word. */
export const farmingWords = [
  'agriculture', 'agricultural', 'agri', 'farm', 'farmer', 'farmers', 'farming', 'kisan', 'kisaan', 'krishi', 'kheti', 'crop', 'crops', 'fasal', 'field',
  'khet', 'acre', 'acres', 'hectare', 'bigha', 'kanal', 'killa', 'land', 'soil', 'seed', 'seeds', 'beej', 'leaf', 'leaves', 'yellowing', 'growth', 'flowering',
  'fruit', 'fruits', 'root', 'roots', 'tractor', 'kvk', 'cattle', 'livestock', 'dairy', 'compost', 'organic', 'mulch', 'drip', 'sprinkler', 'greenhouse',
  'polyhouse', 'orchard', 'drought', 'frost', 'hail', 'flood', 'waterlogging', 'deficiency', 'chemical', 'chemicals', 'spraying', 'sprayer', 'sprayed',
  'weedicide', 'tank mix', 'jar test', 'खेती', 'फसल', 'किसान', 'खेत', 'बीज', 'पत्ते', 'पौधे', 'कृषि',
  // Farm machinery, water harvesting, storage and allied work are farming too.
  'tiller', 'power tiller', 'thresher', 'rotavator', 'harvester', 'combine', 'seed drill', 'happy seeder', 'super seeder', 'machinery', 'implement',
  'implements', 'custom hiring', 'pond', 'farm pond', 'check dam', 'tube well', 'tubewell', 'borewell', 'canal', 'grain', 'grains', 'warehouse',
  'godown', 'silo', 'nursery', 'seedling', 'seedlings', 'vermicompost', 'organic matter', 'humus', 'ipm', 'beekeeping', 'honey bee', 'mushroom',
  'poultry', 'goat', 'fishery', 'horticulture', 'vegetable', 'vegetables', 'krishi vigyan kendra', 'mausam', 'rain', 'rainfall', 'monsoon',
  'cow', 'cows', 'buffalo', 'buffaloes', 'milk yield', 'gaay', 'bhains', 'गाय', 'भैंस', 'पशु', 'तालाब', 'अनाज', 'गोदाम', 'कम्पोस्ट', 'कंपोस्ट', 'केंचुआ', 'जैविक', 'सब्जी', 'बागवानी', 'ट्रैक्टर', 'मशीन',
];

/**
 * Words that mark a request outside farming (a recipe, a poem, a match score). A message with one of them and no
 * farming topic word is refused politely, even when it names a crop ("aloo paratha recipe"). Words with a farming
 * sense are left out: oil cake, mulch film, cooking quality, variety selection (चुनाव).
 */
export const offTopicWords = [
  'recipe', 'recipes', 'paneer', 'paratha', 'biryani', 'pizza', 'restaurant', 'poem', 'poetry', 'shayari', 'song',
  'songs', 'lyrics', 'gaana', 'kahani', 'joke', 'jokes', 'chutkula', 'cricket', 'football', 'match score', 'ipl', 'movie', 'movies', 'actor', 'actress', 'celebrity', 'bollywood', 'netflix', 'web series', 'horoscope', 'rashifal', 'lottery', 'girlfriend', 'boyfriend',
  'homework', 'essay', 'bitcoin', 'crypto', 'share market', 'stock market', 'iphone', 'laptop', 'video game', 'politics',
  'prime minister', 'capital of', 'president of', 'weight loss', 'lose weight', 'hairstyle', 'makeup', 'fashion', 'visa', 'passport',
  'कविता', 'शायरी', 'गाना', 'गीत', 'कहानी', 'चुटकुला', 'क्रिकेट', 'पकवान', 'रेसिपी', 'व्यंजन',
];

/** Word runs that contain a crop's name without naming the crop ("organic matter" is no garden pea, "matar"). */
export const notCropPhrases = ['organic matter', 'soil organic matter', 'dry matter', 'subject matter', 'banane', 'banate', 'banaye', 'banayen', 'banana hai', 'adhaar', 'aadhar', 'aadhaar'];

/** Greetings answered with a short introduction instead of a refusal. */
export const greetings = ['hi', 'hello', 'hey', 'namaste', 'namaskar', 'hii', 'helo', 'good morning', 'good evening', 'thanks', 'thank you', 'sat sri akal', 'नमस्ते', 'नमस्कार', 'धन्यवाद'];

/** Words a follow-up uses besides its new subject ("and for moong?", "what about in Haryana?"). */
export const followUpFillers = new Set([
  'and', 'what', 'about', 'for', 'how', 'also', 'same', 'then', 'too', 'in', 'of', 'with', 'case', 'the', 'if', 'it', 'its', 'is', 'so', 'now', 'instead',
  'ok', 'okay', 'aur', 'or', 'ke', 'ki', 'ka', 'liye', 'lie', 'me', 'mein', 'bhi', 'kya', 'please', 'pls', 'sir', 'ji', 'और', 'के', 'लिए', 'में', 'भी', 'क्या',
]);

/** Words that point back at the previous turn's crop ("when do I harvest it?"). */
export const backReferences = ['it', 'its', 'them', 'they', 'this crop', 'that crop', 'the crop', 'same crop', 'iska', 'iski', 'iske', 'ismein', 'isme', 'uska', 'uski', 'uske', 'इसकी', 'इसका', 'इसके', 'इसमें', 'इसमे', 'उसकी', 'उसका', 'उसके', 'उसमें'];

/** Official places to look up today's prices (India), cited by the market answer. */
export const pricePortals = [
  { name: 'e-NAM (National Agriculture Market)', hi: 'ई-नाम (राष्ट्रीय कृषि बाज़ार, e-NAM)', url: 'https://enam.gov.in/web/dashboard/trade-data' },
  { name: 'Agmarknet (Directorate of Marketing and Inspection)', hi: 'एगमार्कनेट (विपणन एवं निरीक्षण निदेशालय, Agmarknet)', url: 'https://agmarknet.gov.in/' },
];

/** Where Indian farmers get district forecasts until FarmSight has its own weather engine. */
export const forecastServices = [
  {
    name: 'India Meteorological Department: district forecasts and the Meghdoot app',
    hi: 'भारत मौसम विज्ञान विभाग (IMD): ज़िले का पूर्वानुमान और मेघदूत ऐप',
    url: 'https://mausam.imd.gov.in/',
  },
];
