import type { PesticideCrop, PesticideType } from '@farmsight/contracts';
import type { RestrictedKey } from './restricted';
import { sources } from './sources';

export interface SuitableEntry {
  name: string;
  type: PesticideType;
  target: string;
  source: string;
}

export interface UnsuitableEntry {
  name: string;
  type: PesticideType;
  reason: string;
  source: string;
}

export interface CropPesticides {
  /** The spec's /pesticide name, as the catalogue crop's `pesticideListName` carries it. */
  name: PesticideCrop;
  suitable: SuitableEntry[];
  /** Injure the crop or are not labelled for it. */
  injurious: UnsuitableEntry[];
  /** Banned or restricted internationally, once used on this crop. */
  restricted: RestrictedKey[];
}

const twoFourD = (crop: string): UnsuitableEntry => ({
  name: '2,4-D',
  type: 'herbicide',
  reason: `Growth-regulator herbicide: ${crop} is highly sensitive, and drift or residue twists leaves and cuts yield.`,
  source: sources.growthRegulatorLabels,
});
const dicamba = (crop: string): UnsuitableEntry => ({
  name: 'Dicamba',
  type: 'herbicide',
  reason: `Growth-regulator herbicide: ${crop} is highly sensitive; volatile drift cups leaves and deforms fruit.`,
  source: sources.growthRegulatorLabels,
});
const atrazineCarryover = (crop: string): UnsuitableEntry => ({
  name: 'Atrazine',
  type: 'herbicide',
  reason: `Not labelled for ${crop}; it injures the crop, and residues from a previous corn crop can too.`,
  source: sources.atrazineLabel,
});
const clethodim = (crop: string): UnsuitableEntry => ({
  name: 'Clethodim',
  type: 'herbicide',
  reason: `Grass herbicide: it kills ${crop}, which is itself a grass.`,
  source: sources.clethodimLabel,
});
const glyphosateOverCrop = (crop: string): UnsuitableEntry => ({
  name: 'Glyphosate',
  type: 'herbicide',
  reason: `Non-selective: sprayed over ${crop} it kills or badly injures the crop; use it only before planting or as a shielded spray.`,
  source: sources.glyphosateLabel,
});

export const cropPesticides: CropPesticides[] = [
  {
    name: 'Corn',
    suitable: [
      { name: 'Atrazine', type: 'herbicide', target: 'Broadleaf and some grass weeds, pre- or early post-emergence', source: sources.ohioIndianaIllinoisWeeds },
      { name: 'S-metolachlor', type: 'herbicide', target: 'Annual grasses and small-seeded broadleaf weeds, pre-emergence', source: sources.ohioIndianaIllinoisWeeds },
      { name: 'Mesotrione', type: 'herbicide', target: 'Broadleaf weeds including waterhemp and velvetleaf', source: sources.ohioIndianaIllinoisWeeds },
      { name: 'Chlorantraniliprole', type: 'insecticide', target: 'European corn borer, corn earworm and fall armyworm', source: sources.purdueFieldCropInsects },
      { name: 'Azoxystrobin', type: 'fungicide', target: 'Gray leaf spot and northern corn leaf blight', source: sources.cpnCornFungicides },
    ],
    injurious: [
      clethodim('corn'),
      { name: 'Fomesafen', type: 'herbicide', reason: 'Soybean herbicide: not labelled for corn, and its residues injure corn planted before the label rotation interval.', source: sources.fomesafenLabel },
    ],
    restricted: ['carbofuran', 'phorate', 'endosulfan'],
  },
  {
    name: 'Soybeans',
    suitable: [
      { name: 'S-metolachlor', type: 'herbicide', target: 'Annual grasses and small-seeded broadleaf weeds, pre-emergence', source: sources.ohioIndianaIllinoisWeeds },
      { name: 'Fomesafen', type: 'herbicide', target: 'Waterhemp, pigweeds and other broadleaf weeds, post-emergence', source: sources.ohioIndianaIllinoisWeeds },
      { name: 'Clethodim', type: 'herbicide', target: 'Grass weeds and volunteer corn', source: sources.ohioIndianaIllinoisWeeds },
      { name: 'Lambda-cyhalothrin', type: 'insecticide', target: 'Soybean aphid, bean leaf beetle and stink bugs', source: sources.purdueFieldCropInsects },
      { name: 'Mefenoxam', type: 'fungicide', target: 'Phytophthora and Pythium seed and seedling rot (seed treatment)', source: sources.cpnSoyFungicides },
    ],
    injurious: [
      atrazineCarryover('soybeans'),
      { ...twoFourD('soybeans'), reason: 'Growth-regulator herbicide: soybeans are injured unless the variety carries 2,4-D tolerance (Enlist E3).' },
      { ...dicamba('soybeans'), reason: 'Growth-regulator herbicide: non-tolerant soybeans are injured by tiny drift doses; only dicamba-tolerant (Xtend) varieties may be sprayed, as the label allows.' },
    ],
    restricted: ['monocrotophos', 'methamidophos', 'endosulfan'],
  },
  {
    name: 'Wheat',
    suitable: [
      { name: 'MCPA', type: 'herbicide', target: 'Broadleaf weeds, applied from tillering to before jointing', source: sources.ndsuWeeds },
      { name: 'Fluroxypyr', type: 'herbicide', target: 'Kochia, cleavers and other broadleaf weeds', source: sources.ndsuWeeds },
      { name: 'Propiconazole', type: 'fungicide', target: 'Leaf and stripe rust, Septoria and tan spot', source: sources.cpnWheatFungicides },
      { name: 'Tebuconazole', type: 'fungicide', target: 'Fusarium head blight (scab) and rusts', source: sources.cpnWheatFungicides },
      { name: 'Lambda-cyhalothrin', type: 'insecticide', target: 'Aphids and cereal leaf beetle', source: sources.purdueFieldCropInsects },
    ],
    injurious: [atrazineCarryover('wheat'), clethodim('wheat'), glyphosateOverCrop('wheat')],
    restricted: ['lindane', 'endosulfan', 'methylParathion'],
  },
  {
    name: 'Cotton',
    suitable: [
      { name: 'Trifluralin', type: 'herbicide', target: 'Annual grasses and pigweeds, incorporated before planting', source: sources.mississippiWeeds },
      { name: 'Glufosinate', type: 'herbicide', target: 'Broadleaf and grass weeds over glufosinate-tolerant varieties', source: sources.mississippiWeeds },
      { name: 'Flonicamid', type: 'insecticide', target: 'Tarnished plant bug and cotton aphid', source: sources.mississippiInsects },
      { name: 'Chlorantraniliprole', type: 'insecticide', target: 'Bollworm and tobacco budworm', source: sources.mississippiInsects },
      { name: 'Acephate', type: 'insecticide', target: 'Thrips on seedlings and plant bugs', source: sources.mississippiInsects },
    ],
    injurious: [
      { ...twoFourD('cotton'), reason: 'Growth-regulator herbicide: cotton is among the most sensitive crops; drift deforms leaves and squares unless the variety carries 2,4-D tolerance (Enlist).' },
      { ...dicamba('cotton'), reason: 'Growth-regulator herbicide: non-tolerant cotton is badly injured by drift; only dicamba-tolerant (XtendFlex) varieties may be sprayed, as the label allows.' },
    ],
    restricted: ['endosulfan', 'monocrotophos', 'methylParathion', 'dicofol', 'aldicarb', 'ddt'],
  },
  {
    name: 'Tomatoes',
    suitable: [
      { name: 'Chlorothalonil', type: 'fungicide', target: 'Early blight, Septoria leaf spot and anthracnose', source: sources.seVegetables },
      { name: 'Mancozeb', type: 'fungicide', target: 'Early and late blight', source: sources.seVegetables },
      { name: 'Copper hydroxide', type: 'bactericide', target: 'Bacterial spot and bacterial speck', source: sources.seVegetables },
      { name: 'Spinosad', type: 'insecticide', target: 'Tomato fruitworm, leafminers and thrips', source: sources.seVegetables },
      { name: 'Bacillus thuringiensis', type: 'insecticide', target: 'Hornworms and other caterpillars', source: sources.seVegetables },
      { name: 'Metribuzin', type: 'herbicide', target: 'Broadleaf weeds in established tomatoes', source: sources.seVegetables },
    ],
    injurious: [twoFourD('tomatoes'), dicamba('tomatoes'), glyphosateOverCrop('tomatoes')],
    restricted: ['endosulfan', 'monocrotophos', 'methamidophos', 'methylBromide'],
  },
  {
    name: 'Lettuce',
    suitable: [
      { name: 'Pronamide', type: 'herbicide', target: 'Annual weeds, pre-emergence', source: sources.ucIpmLettuce },
      { name: 'Mandipropamid', type: 'fungicide', target: 'Downy mildew', source: sources.ucIpmLettuce },
      { name: 'Fosetyl-aluminium', type: 'fungicide', target: 'Downy mildew', source: sources.ucIpmLettuce },
      { name: 'Spinosad', type: 'insecticide', target: 'Thrips and caterpillars (loopers, armyworms)', source: sources.ucIpmLettuce },
      { name: 'Imidacloprid', type: 'insecticide', target: 'Aphids and whiteflies', source: sources.ucIpmLettuce },
    ],
    injurious: [twoFourD('lettuce'), dicamba('lettuce'), atrazineCarryover('lettuce')],
    restricted: ['methamidophos', 'endosulfan', 'parathion'],
  },
  {
    name: 'Grapes',
    suitable: [
      { name: 'Sulfur', type: 'fungicide', target: 'Powdery mildew', source: sources.ucIpmGrape },
      { name: 'Myclobutanil', type: 'fungicide', target: 'Powdery mildew and black rot', source: sources.midwestFruit },
      { name: 'Mancozeb', type: 'fungicide', target: 'Downy mildew, black rot and Phomopsis', source: sources.midwestFruit },
      { name: 'Spinetoram', type: 'insecticide', target: 'Grape berry moth and thrips', source: sources.midwestFruit },
      { name: 'Imidacloprid', type: 'insecticide', target: 'Leafhoppers and mealybugs', source: sources.ucIpmGrape },
    ],
    injurious: [twoFourD('grapes'), dicamba('grapes')],
    restricted: ['endosulfan', 'methylParathion', 'dicofol'],
  },
  {
    name: 'Peppers',
    suitable: [
      { name: 'Copper hydroxide', type: 'bactericide', target: 'Bacterial leaf spot', source: sources.seVegetables },
      { name: 'Chlorothalonil', type: 'fungicide', target: 'Anthracnose and Cercospora leaf spot', source: sources.seVegetables },
      { name: 'Mefenoxam', type: 'fungicide', target: 'Phytophthora blight (soil application)', source: sources.seVegetables },
      { name: 'Spinosad', type: 'insecticide', target: 'Thrips and caterpillars', source: sources.seVegetables },
      { name: 'Chlorantraniliprole', type: 'insecticide', target: 'European corn borer and armyworms', source: sources.seVegetables },
      { name: 'Clomazone', type: 'herbicide', target: 'Annual grasses and broadleaf weeds, before transplanting', source: sources.seVegetables },
    ],
    injurious: [twoFourD('peppers'), dicamba('peppers'), atrazineCarryover('peppers')],
    restricted: ['endosulfan', 'carbofuran', 'monocrotophos'],
  },
  {
    name: 'Apples',
    suitable: [
      { name: 'Captan', type: 'fungicide', target: 'Apple scab and summer fruit rots', source: sources.pennStateTreeFruit },
      { name: 'Myclobutanil', type: 'fungicide', target: 'Apple scab, powdery mildew and cedar-apple rust', source: sources.pennStateTreeFruit },
      { name: 'Streptomycin', type: 'bactericide', target: 'Fire blight blossom infection', source: sources.pennStateTreeFruit },
      { name: 'Chlorantraniliprole', type: 'insecticide', target: 'Codling moth and leafrollers', source: sources.pennStateTreeFruit },
      { name: 'Acetamiprid', type: 'insecticide', target: 'Aphids, leafhoppers and plum curculio', source: sources.pennStateTreeFruit },
      { name: 'Horticultural (petroleum) oil', type: 'miticide', target: 'European red mite eggs and San Jose scale, dormant to tight cluster', source: sources.pennStateTreeFruit },
    ],
    injurious: [],
    restricted: ['azinphosMethyl', 'methylParathion', 'endosulfan', 'dicofol'],
  },
  {
    name: 'Strawberries',
    suitable: [
      { name: 'Captan', type: 'fungicide', target: 'Gray mold (Botrytis) and anthracnose fruit rot', source: sources.seStrawberry },
      { name: 'Fenhexamid', type: 'fungicide', target: 'Gray mold (Botrytis)', source: sources.seStrawberry },
      { name: 'Cyprodinil + fludioxonil', type: 'fungicide', target: 'Gray mold and anthracnose', source: sources.seStrawberry },
      { name: 'Bifenazate', type: 'miticide', target: 'Two-spotted spider mite', source: sources.seStrawberry },
      { name: 'Spinetoram', type: 'insecticide', target: 'Thrips and armyworms', source: sources.seStrawberry },
      { name: 'Napropamide', type: 'herbicide', target: 'Annual grasses and broadleaf weeds, pre-emergence', source: sources.seStrawberry },
    ],
    injurious: [dicamba('strawberries'), glyphosateOverCrop('strawberries')],
    restricted: ['methylBromide', 'endosulfan'],
  },
  {
    name: 'Cucumbers',
    suitable: [
      { name: 'Chlorothalonil', type: 'fungicide', target: 'Downy mildew, anthracnose and gummy stem blight', source: sources.seVegetables },
      { name: 'Cyazofamid', type: 'fungicide', target: 'Downy mildew', source: sources.seVegetables },
      { name: 'Bifenthrin', type: 'insecticide', target: 'Cucumber beetles', source: sources.seVegetables },
      { name: 'Ethalfluralin', type: 'herbicide', target: 'Annual grasses and small-seeded broadleaf weeds, pre-emergence', source: sources.seVegetables },
      { name: 'Halosulfuron', type: 'herbicide', target: 'Nutsedge and broadleaf weeds', source: sources.seVegetables },
    ],
    injurious: [twoFourD('cucumbers'), dicamba('cucumbers'), atrazineCarryover('cucumbers')],
    restricted: ['endosulfan', 'methamidophos'],
  },
  {
    name: 'Rice',
    suitable: [
      { name: 'Propanil', type: 'herbicide', target: 'Barnyardgrass and other grass and broadleaf weeds, post-emergence', source: sources.arkansasWeeds },
      { name: 'Bispyribac-sodium', type: 'herbicide', target: 'Barnyardgrass and broadleaf weeds', source: sources.arkansasWeeds },
      { name: 'Quinclorac', type: 'herbicide', target: 'Barnyardgrass and morningglories', source: sources.arkansasWeeds },
      { name: 'Azoxystrobin', type: 'fungicide', target: 'Sheath blight and blast', source: sources.arkansasRice },
      { name: 'Chlorantraniliprole', type: 'insecticide', target: 'Rice water weevil and stem borers', source: sources.arkansasInsects },
      { name: 'Lambda-cyhalothrin', type: 'insecticide', target: 'Rice stink bug', source: sources.arkansasInsects },
    ],
    injurious: [
      clethodim('rice'),
      { name: 'Imazethapyr', type: 'herbicide', reason: 'Kills conventional rice; labelled only on imidazolinone-tolerant (Clearfield) varieties.', source: sources.imazethapyrLabel },
    ],
    restricted: ['carbofuran', 'monocrotophos', 'methylParathion', 'endosulfan'],
  },
  {
    name: 'Citrus Trees (Oranges, Lemons)',
    suitable: [
      { name: 'Copper hydroxide', type: 'bactericide', target: 'Citrus canker, greasy spot and melanose', source: sources.floridaCitrus },
      { name: 'Petroleum oil', type: 'insecticide', target: 'Scale insects, mites and greasy spot', source: sources.floridaCitrus },
      { name: 'Abamectin', type: 'miticide', target: 'Citrus rust mite and broad mite', source: sources.floridaCitrus },
      { name: 'Imidacloprid', type: 'insecticide', target: 'Asian citrus psyllid (soil drench on young trees) and leafminer', source: sources.floridaCitrus },
      { name: 'Fosetyl-aluminium', type: 'fungicide', target: 'Phytophthora foot and root rot', source: sources.floridaCitrus },
    ],
    injurious: [
      { ...glyphosateOverCrop('citrus'), reason: 'Non-selective: contact with leaves, green bark or suckers injures the tree; use only as a directed spray on weeds in the row.' },
    ],
    restricted: ['dicofol', 'aldicarb', 'endosulfan', 'parathion'],
  },
  {
    name: 'Sugarcane',
    suitable: [
      { name: 'Atrazine', type: 'herbicide', target: 'Broadleaf and grass weeds, pre-emergence', source: sources.lsuSugarcane },
      { name: 'Ametryn', type: 'herbicide', target: 'Broadleaf and grass weeds, directed post-emergence', source: sources.lsuSugarcane },
      { name: '2,4-D', type: 'herbicide', target: 'Broadleaf weeds and morningglories', source: sources.lsuSugarcane },
      { name: 'Chlorantraniliprole', type: 'insecticide', target: 'Sugarcane borer', source: sources.lsuSugarcane },
      { name: 'Pyraclostrobin', type: 'fungicide', target: 'Brown and orange rust', source: sources.floridaSugarcane },
    ],
    injurious: [
      clethodim('sugarcane'),
      { ...glyphosateOverCrop('sugarcane'), reason: 'Non-selective: it kills cane; it is labelled only in fallow or as a low-rate ripener shortly before harvest.' },
    ],
    restricted: ['carbofuran', 'monocrotophos', 'endosulfan'],
  },
];
