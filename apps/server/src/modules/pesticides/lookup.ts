import type { PesticideDetail, PesticideInfo, PesticideType, RegisteredDose } from '@farmsight/contracts';
import {
  citation,
  knowledge,
  normaliseIngredient,
  perAcre,
  practiceFact,
  REGISTRATION_BASIS,
  registeredProducts,
  registrationCitation,
  restrictionOn,
  ingredientKind,
  restrictionReason,
  sourceOf,
  sourceLabel,
  type Crop,
  type FarmRegion,
  type Practice,
  type RegisteredProduct,
} from '../../knowledge';
import { cropPesticides, type CropPesticides } from './data/crops';
import { restrictedIngredients } from './data/restricted';

export const LABEL_NOTE =
  'Always follow the product label and your local registration: use a product only where it is registered for this crop, at the labelled rate, interval and pre-harvest interval.';

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
function catalogueChemicals(crop: Crop, region: FarmRegion | null): SuitableDetail[] {
  const { catalogue } = knowledge();
  const cite = (id: string | undefined) => {
    const source = id ? sourceOf(id, crop, catalogue) : undefined;
    return source ? citation(source) : '';
  };
  const details: SuitableDetail[] = [];
  const pests = practiceFact(crop, 'pests', region, catalogue);
  for (const pest of pests?.value ?? []) {
    for (const chemical of pest.chemicals) {
      const basis = sourceLabel(pests!, chemical.source ?? pest.source, crop, catalogue);
      details.push({ name: chemical.ai, type: typeOfPest[pest.kind], suitable: true, target: pest.name, source: cite(chemical.source ?? pest.source), basis });
    }
  }
  const weeds = practiceFact(crop, 'weeds', region, catalogue);
  for (const weed of weeds?.value ?? []) {
    for (const chemical of weed.chemicals) {
      const basis = sourceLabel(weeds!, chemical.source ?? weed.source, crop, catalogue);
      details.push({ name: chemical.ai, type: 'herbicide', suitable: true, target: weed.weeds, source: cite(chemical.source ?? weed.source), basis });
    }
  }
  return details;
}

function uniqueByName<T extends { name: string }>(details: T[]): T[] {
  const seen = new Set<string>();
  return details.filter((detail) => {
    const key = normaliseIngredient(detail.name);
    return !seen.has(key) && seen.add(key);
  });
}

function registeredDetail(entry: RegisteredProduct): SuitableDetail {
  const targets = [...new Set(entry.uses.map((use) => use.target))];
  const doses: RegisteredDose[] = entry.uses.map((use) => ({
    target: use.target,
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
    target: targets.join('; '),
    source: registrationCitation(entry.uses[0]!),
    activeIngredients: entry.ingredients,
    doses,
    basis: REGISTRATION_BASIS,
  };
}

/**
 * India: what CIB&RC registers for the crop (Major Uses of Pesticides), less what the banned and restricted list bars
 * on it; the state's Package of Practices for what CIB&RC's insecticide and fungicide lists leave out (weed control),
 * labelled with the region it came from. Not suitable: what is barred on the crop, with the order, and products other
 * countries' guides give for the crop that India registers only for other crops.
 */
function indianPesticideInfo(crop: Crop, region: FarmRegion | null, curated: CropPesticides | undefined): PesticideInfo {
  const { catalogue } = knowledge();
  const bannedSource = citation(catalogue.sharedSources['cibrc-banned-restricted']!);
  const products = registeredProducts(crop, catalogue);
  const registered = products.filter((entry) => !entry.barredBy).map(registeredDetail);
  const registeredIngredients = new Set(products.flatMap((entry) => entry.ingredients.map(normaliseIngredient)));
  const unsuitable: UnsuitableDetail[] = products
    .filter((entry) => entry.barredBy)
    .map((entry) => ({ name: entry.product, type: entry.kind, suitable: false, reason: restrictionReason(entry.barredBy!), source: bannedSource }));

  const practice: SuitableDetail[] = [];
  for (const detail of catalogueChemicals(crop, region)) {
    const entry = restrictionOn([detail.name], crop, catalogue.banned);
    if (entry) unsuitable.push({ name: detail.name, type: detail.type, suitable: false, reason: restrictionReason(entry), source: bannedSource });
    else if (!registeredIngredients.has(normaliseIngredient(detail.name))) practice.push(detail);
  }
  // Every ingredient the list bars on this crop by name or group, registered here or not.
  for (const entry of catalogue.banned.entries) {
    const namesCrop = entry.notOnCrops?.includes(crop.id) || entry.notOn?.includes(crop.group);
    if (entry.status === 'restricted' && namesCrop) {
      unsuitable.push({ name: entry.ai, type: ingredientKind(entry, catalogue), suitable: false, reason: restrictionReason(entry), source: bannedSource });
    }
  }
  const registeredElsewhere = (ingredient: string) => {
    const key = normaliseIngredient(ingredient);
    const crops = new Set(catalogue.registeredUses.filter((use) => use.ingredients.some((name) => normaliseIngredient(name) === key)).map((use) => use.crop));
    return [...crops].map((id) => catalogue.crops.find((other) => other.id === id)!.names.en.toLowerCase());
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
      reason: `No registration for ${crop.names.en.toLowerCase()} among CIB&RC's major uses as the catalogue holds them; India registers it for other crops (${elsewhere.slice(0, 4).join(', ')}${elsewhere.length > 4 ? '…' : ''}).`,
      source: citation(catalogue.sharedSources['cibrc-mup-insecticides-2026']!),
    });
  }
  for (const entry of [...(curated?.injurious ?? []), ...(curated?.restricted ?? []).map((key) => restrictedIngredients[key])]) {
    unsuitable.push({ name: entry.name, type: entry.type, suitable: false, reason: entry.reason, source: entry.source });
  }
  return {
    ...lists(crop, [...registered, ...practice], unsuitable),
    basis: `India: products registered for ${crop.names.en.toLowerCase()} by CIB&RC (Major Uses of Pesticides, as on 31.03.2026), less those banned or restricted on it (PPQS list updated 31.07.2026); weed control from the state's Package of Practices, labelled with its region.`,
  };
}

/** The answer's two lists, each name once, and nothing called both suitable and not. */
function lists(crop: Crop, suitableDetails: SuitableDetail[], unsuitableDetails: UnsuitableDetail[]): PesticideInfo {
  const suitable = uniqueByName(suitableDetails);
  const notSuitable = uniqueByName(unsuitableDetails).filter(
    (detail) => !suitable.some((entry) => normaliseIngredient(entry.name) === normaliseIngredient(detail.name)),
  );
  return {
    name: crop.pesticideListName ?? crop.names.en,
    suitable_pesticides: suitable.map((entry) => entry.name),
    not_suitable_pesticides: notSuitable.map((entry) => entry.name),
    details: [...suitable, ...notSuitable],
    note: LABEL_NOTE,
  };
}

/**
 * What to spray on a crop and what never to, for the farmer's region. In India: the national registrations (see
 * indianPesticideInfo); elsewhere the catalogue's general practice and the curated list of the spec's 14 crops.
 */
export function pesticideInfoFor(crop: Crop, region: FarmRegion | null): PesticideInfo {
  const curated: CropPesticides | undefined = crop.pesticideListName ? curatedByListName.get(crop.pesticideListName) : undefined;
  if (region?.country === 'IN') return indianPesticideInfo(crop, region, curated);
  const curatedSuitable: SuitableDetail[] = (curated?.suitable ?? []).map(({ name, type, target, source }) => ({ name, type, suitable: true, target, source }));
  const unsuitable: UnsuitableDetail[] = [...(curated?.injurious ?? []), ...(curated?.restricted ?? []).map((key) => restrictedIngredients[key])].map(
    ({ name, type, reason, source }) => ({ name, type, suitable: false, reason, source }),
  );
  // The curated list comes from US and EU guides: it speaks for farmers outside India only.
  return lists(crop, [...curatedSuitable, ...catalogueChemicals(crop, region)], unsuitable);
}

/** The crop's pesticide information for any name the catalogue knows, or undefined for a name it does not. */
export function lookupPesticides(cropName: string, region: FarmRegion | null = null): PesticideInfo | undefined {
  const crop = knowledge().resolver.resolve(cropName);
  return crop && pesticideInfoFor(crop, region);
}

export const unknownCropMessage = 'No pesticide data for this crop: it is not in the crop catalogue.';
