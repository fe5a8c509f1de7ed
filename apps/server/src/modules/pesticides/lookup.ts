import type { Language, PesticideDetail, PesticideInfo, PesticideType, RegisteredDose } from '@farmsight/contracts';
import {
  citation,
  knowledge,
  normaliseIngredient,
  perAcre,
  phraseIn,
  practiceFact,
  REGISTRATION_BASIS,
  registeredProducts,
  registrationCitation,
  restrictionOn,
  ingredientKind,
  restrictionReason,
  sourceOf,
  sourceLabel,
  targetIn,
  type Crop,
  type FarmRegion,
  type Practice,
  type RegisteredProduct,
} from '../../knowledge';
import { cropPesticides, type CropPesticides } from './data/crops';
import { restrictedIngredients } from './data/restricted';

export const LABEL_NOTE =
  'Always follow the product label and your local registration: use a product only where it is registered for this crop, at the labelled rate, interval and pre-harvest interval.';

/** The lookup's own sentences in each language the screens speak (ADR 0051); product and ingredient names stay as registered. */
const sentences = {
  en: {
    note: LABEL_NOTE,
    registrationBasis: REGISTRATION_BASIS,
    notRegisteredHere: (crop: string, elsewhere: string) =>
      `No registration for ${crop} among CIB&RC's major uses as the catalogue holds them; India registers it for other crops (${elsewhere}).`,
    indianBasis: (crop: string) =>
      `India: products registered for ${crop} by CIB&RC (Major Uses of Pesticides, as on 31.03.2026), less those banned or restricted on it (PPQS list updated 31.07.2026); weed control from the state's Package of Practices, labelled with its region.`,
  },
  hi: {
    note: 'हमेशा उत्पाद के लेबल और अपने यहाँ के पंजीकरण का पालन करें: कोई उत्पाद तभी इस्तेमाल करें जब वह इस फसल के लिए पंजीकृत हो, लेबल की मात्रा, अंतराल और कटाई से पहले की प्रतीक्षा अवधि के साथ।',
    registrationBasis: 'राष्ट्रीय पंजीकरण (CIB&RC)',
    notRegisteredHere: (crop: string, elsewhere: string) =>
      `कैटलॉग में दर्ज CIB&RC के मुख्य उपयोगों में ${crop} के लिए इसका पंजीकरण नहीं है; भारत में यह दूसरी फसलों के लिए पंजीकृत है (${elsewhere})।`,
    indianBasis: (crop: string) =>
      `भारत: CIB&RC द्वारा ${crop} के लिए पंजीकृत उत्पाद (कीटनाशकों के मुख्य उपयोग, 31.03.2026 तक), उनमें से इस फसल पर प्रतिबंधित या सीमित उत्पाद हटाकर (PPQS की सूची, 31.07.2026 तक); खरपतवार नियंत्रण राज्य की खेती की सिफ़ारिशों (पैकेज ऑफ़ प्रैक्टिसेज़) से, उसके क्षेत्र के नाम के साथ।`,
  },
} satisfies Record<Language, unknown>;

/** A target in the asked language, with `targetLanguage` only where it stays in CIB&RC's English. */
function namedTarget(target: string, language: Language): { target: string; targetLanguage?: Language } {
  const named = targetIn(target, language, knowledge().catalogue.pestNamesHi);
  return named.language === language ? { target: named.text } : { target: named.text, targetLanguage: named.language };
}

/**
 * A target shown as it stands (a weed-control entry's weeds, the curated list's targets) and a curated reason, worded
 * in hindi-phrases.json: the loader and checkCuratedHindi refuse one without its Hindi.
 */
const phraseTarget = (target: string, language: Language) => ({ target: phraseIn(target, knowledge().catalogue, language) });
const curatedReason = (reason: string, language: Language) => ({ reason: phraseIn(reason, knowledge().catalogue, language) });

/** Every target and reason of the curated list has its Hindi: a missing one stops the server at start, as the catalogue's do. */
export function checkCuratedHindi(): void {
  const { hindiPhrases } = knowledge().catalogue;
  const shown = [
    ...cropPesticides.flatMap((crop) => [...crop.suitable.map((entry) => entry.target), ...crop.injurious.map((entry) => entry.reason)]),
    ...Object.values(restrictedIngredients).map((entry) => entry.reason),
  ];
  const missing = shown.find((phrase) => !hindiPhrases[phrase]);
  if (missing) throw new Error(`pesticides/data: no Hindi for '${missing}' in knowledge/data/hindi-phrases.json`);
}

/** Several targets as one: in the asked language when each is, else all in CIB&RC's English (marked). */
function namedTargets(targets: string[], language: Language): { target: string; targetLanguage?: Language } {
  const named = targets.map((target) => namedTarget(target, language));
  if (named.every((entry) => !entry.targetLanguage)) return { target: [...new Set(named.map((entry) => entry.target))].join('; ') };
  return language === 'en' ? { target: targets.join('; ') } : { target: targets.join('; '), targetLanguage: 'en' };
}

const curatedByListName = new Map(cropPesticides.map((entry) => [entry.name as string, entry]));

const typeOfPest: Record<NonNullable<Practice['pests']>[number]['kind'], PesticideType> = {
  insect: 'insecticide',
  mite: 'miticide',
  nematode: 'nematicide',
  disease: 'fungicide',
  weed: 'herbicide',
  rodent: 'rodenticide',
  other: 'insecticide',
};

type SuitableDetail = Extract<PesticideDetail, { suitable: true }>;
type UnsuitableDetail = Extract<PesticideDetail, { suitable: false }>;

/** The active ingredients the catalogue's practice for this region recommends, with what each is for and where from. */
function catalogueChemicals(crop: Crop, region: FarmRegion | null, language: Language): SuitableDetail[] {
  const { catalogue } = knowledge();
  const cite = (id: string | undefined) => {
    const source = id ? sourceOf(id, crop, catalogue) : undefined;
    return source ? citation(source) : '';
  };
  const details: SuitableDetail[] = [];
  const pests = practiceFact(crop, 'pests', region, catalogue);
  for (const pest of pests?.value ?? []) {
    for (const chemical of pest.chemicals) {
      const basis = sourceLabel(pests!, chemical.source ?? pest.source, crop, catalogue, language);
      details.push({
        name: chemical.ai,
        type: typeOfPest[pest.kind],
        suitable: true,
        ...namedTarget(pest.name, language),
        source: cite(chemical.source ?? pest.source),
        basis,
      });
    }
  }
  const weeds = practiceFact(crop, 'weeds', region, catalogue);
  for (const weed of weeds?.value ?? []) {
    for (const chemical of weed.chemicals) {
      const basis = sourceLabel(weeds!, chemical.source ?? weed.source, crop, catalogue, language);
      details.push({
        name: chemical.ai,
        type: 'herbicide',
        suitable: true,
        ...phraseTarget(weed.weeds, language),
        source: cite(chemical.source ?? weed.source),
        basis,
      });
    }
  }
  return details;
}

/** A crop inside a sentence: 'wheat' in English, 'गेहूं' in Hindi. */
const cropWord = (crop: Crop, language: Language) => (language === 'hi' ? crop.names.hi : crop.names.en.toLowerCase());

function uniqueByName<T extends { name: string }>(details: T[]): T[] {
  const seen = new Set<string>();
  return details.filter((detail) => {
    const key = normaliseIngredient(detail.name);
    return !seen.has(key) && seen.add(key);
  });
}

function registeredDetail(entry: RegisteredProduct, language: Language): SuitableDetail {
  const targets = [...new Set(entry.uses.map((use) => use.target))];
  const doses: RegisteredDose[] = entry.uses.map((use) => ({
    ...namedTarget(use.target, language),
    per: use.per,
    activeIngredientG: use.activeGrams,
    product: use.productAmount,
    productPerAcre: use.per === 'ha' ? perAcre(use.productAmount) : null,
    unit: use.unit,
    waterLitresPerHa: null,
    waitingDays: use.waitingDays,
    citation: registrationCitation(use),
  }));
  return {
    name: entry.product,
    type: entry.kind,
    suitable: true,
    ...namedTargets(targets, language),
    source: registrationCitation(entry.uses[0]!),
    activeIngredients: entry.ingredients,
    doses,
    basis: sentences[language].registrationBasis,
  };
}

/**
 * India: what CIB&RC registers for the crop (Major Uses of Pesticides), less what the banned and restricted list bars
 * on it; the state's Package of Practices for what CIB&RC's insecticide and fungicide lists leave out (weed control),
 * labelled with the region it came from. Not suitable: what is barred on the crop, with the order, and products other
 * countries' guides give for the crop that India registers only for other crops.
 */
function indianPesticideInfo(crop: Crop, region: FarmRegion | null, curated: CropPesticides | undefined, language: Language): PesticideInfo {
  const { catalogue } = knowledge();
  const bannedSource = citation(catalogue.sharedSources['cibrc-banned-restricted']!);
  const products = registeredProducts(crop, catalogue);
  const registered = products.filter((entry) => !entry.barredBy).map((entry) => registeredDetail(entry, language));
  const registeredIngredients = new Set(products.flatMap((entry) => entry.ingredients.map(normaliseIngredient)));
  const unsuitable: UnsuitableDetail[] = products
    .filter((entry) => entry.barredBy)
    .map((entry) => ({
      name: entry.product,
      type: entry.kind,
      suitable: false,
      reason: restrictionReason(entry.barredBy!, language, catalogue.hindiPhrases),
      source: bannedSource,
    }));

  const practice: SuitableDetail[] = [];
  for (const detail of catalogueChemicals(crop, region, language)) {
    const entry = restrictionOn([detail.name], crop, catalogue.banned);
    if (entry)
      unsuitable.push({
        name: detail.name,
        type: detail.type,
        suitable: false,
        reason: restrictionReason(entry, language, catalogue.hindiPhrases),
        source: bannedSource,
      });
    else if (!registeredIngredients.has(normaliseIngredient(detail.name))) practice.push(detail);
  }
  // Every ingredient the list bars on this crop by name or group, registered here or not.
  for (const entry of catalogue.banned.entries) {
    const namesCrop = entry.notOnCrops?.includes(crop.id) || entry.notOn?.includes(crop.group);
    if (entry.status === 'restricted' && namesCrop) {
      unsuitable.push({
        name: entry.ai,
        type: ingredientKind(entry, catalogue),
        suitable: false,
        reason: restrictionReason(entry, language, catalogue.hindiPhrases),
        source: bannedSource,
      });
    }
  }
  const registeredElsewhere = (ingredient: string) => {
    const key = normaliseIngredient(ingredient);
    const crops = new Set(catalogue.registeredUses.filter((use) => use.ingredients.some((name) => normaliseIngredient(name) === key)).map((use) => use.crop));
    return [...crops].map((id) =>
      cropWord(
        catalogue.crops.find((other) => other.id === id)!,
        language,
      ),
    );
  };
  for (const entry of curated?.suitable ?? []) {
    const key = normaliseIngredient(entry.name);
    if (registeredIngredients.has(key) || practice.some((detail) => normaliseIngredient(detail.name) === key)) continue;
    const elsewhere = registeredElsewhere(entry.name);
    if (elsewhere.length === 0) continue;
    unsuitable.push({
      name: entry.name,
      type: entry.type,
      suitable: false,
      reason: sentences[language].notRegisteredHere(cropWord(crop, language), `${elsewhere.slice(0, 4).join(', ')}${elsewhere.length > 4 ? '…' : ''}`),
      source: citation(catalogue.sharedSources['cibrc-mup-insecticides-2026']!),
    });
  }
  for (const entry of [...(curated?.injurious ?? []), ...(curated?.restricted ?? []).map((key) => restrictedIngredients[key])]) {
    unsuitable.push({ name: entry.name, type: entry.type, suitable: false, ...curatedReason(entry.reason, language), source: entry.source });
  }
  return {
    ...lists(crop, [...registered, ...practice], unsuitable, language),
    basis: sentences[language].indianBasis(cropWord(crop, language)),
  };
}

/** The answer's two lists, each name once, and nothing called both suitable and not. */
function lists(crop: Crop, suitableDetails: SuitableDetail[], unsuitableDetails: UnsuitableDetail[], language: Language): PesticideInfo {
  const suitable = uniqueByName(suitableDetails);
  const notSuitable = uniqueByName(unsuitableDetails).filter(
    (detail) => !suitable.some((entry) => normaliseIngredient(entry.name) === normaliseIngredient(detail.name)),
  );
  return {
    name: crop.pesticideListName ?? crop.names.en,
    suitable_pesticides: suitable.map((entry) => entry.name),
    not_suitable_pesticides: notSuitable.map((entry) => entry.name),
    details: [...suitable, ...notSuitable],
    note: sentences[language].note,
  };
}

/**
 * What to spray on a crop and what never to, for the farmer's region. In India: the national registrations (see
 * indianPesticideInfo); elsewhere the catalogue's general practice and the curated list of the spec's 14 crops.
 */
export function pesticideInfoFor(crop: Crop, region: FarmRegion | null, language: Language = 'en'): PesticideInfo {
  const curated: CropPesticides | undefined = crop.pesticideListName ? curatedByListName.get(crop.pesticideListName) : undefined;
  if (region?.country === 'IN') return indianPesticideInfo(crop, region, curated, language);
  const curatedSuitable: SuitableDetail[] = (curated?.suitable ?? []).map(({ name, type, target, source }) => ({
    name,
    type,
    suitable: true,
    ...phraseTarget(target, language),
    source,
  }));
  const unsuitable: UnsuitableDetail[] = [...(curated?.injurious ?? []), ...(curated?.restricted ?? []).map((key) => restrictedIngredients[key])].map(
    ({ name, type, reason, source }) => ({ name, type, suitable: false, ...curatedReason(reason, language), source }),
  );
  // The curated list comes from US and EU guides: it speaks for farmers outside India only.
  return lists(crop, [...curatedSuitable, ...catalogueChemicals(crop, region, language)], unsuitable, language);
}

/** The crop's pesticide information for any name the catalogue knows, or undefined for a name it does not. */
export function lookupPesticides(cropName: string, region: FarmRegion | null = null, language: Language = 'en'): PesticideInfo | undefined {
  const crop = knowledge().resolver.resolve(cropName);
  return crop && pesticideInfoFor(crop, region, language);
}

export const unknownCropMessage = 'No pesticide data for this crop: it is not in the crop catalogue.';
