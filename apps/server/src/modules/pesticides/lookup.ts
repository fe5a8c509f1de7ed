import type { PesticideDetail, PesticideInfo, PesticideType } from '@farmsight/contracts';
import { citation, knowledge, normaliseIngredient, practiceFact, sourceOf, type Crop, type FarmRegion, type Practice } from '../../knowledge';
import { cropPesticides, type CropPesticides } from './data/crops';
import { restrictedIngredients } from './data/restricted';

export const LABEL_NOTE =
  'Always follow the product label and your local registration: use a product only where it is registered for this crop, at the labelled rate, interval and pre-harvest interval.';

const curatedByListName = new Map(cropPesticides.map((entry) => [entry.name as string, entry]));

const typeOfPest: Record<NonNullable<Practice['pests']>[number]['kind'], PesticideType> = {
  insect: 'insecticide',
  mite: 'miticide',
  nematode: 'fumigant',
  disease: 'fungicide',
  weed: 'herbicide',
  other: 'insecticide',
};

type SuitableDetail = Extract<PesticideDetail, { suitable: true }>;
type UnsuitableDetail = Extract<PesticideDetail, { suitable: false }>;

/** The active ingredients the catalogue's practice for this region recommends, with what each is for. */
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
      details.push({ name: chemical.ai, type: typeOfPest[pest.kind], suitable: true, target: pest.name, source: cite(chemical.source ?? pest.source) });
    }
  }
  const weeds = practiceFact(crop, 'weeds', region, catalogue);
  for (const weed of weeds?.value ?? []) {
    for (const chemical of weed.chemicals) {
      details.push({ name: chemical.ai, type: 'herbicide', suitable: true, target: weed.weeds, source: cite(chemical.source ?? weed.source) });
    }
  }
  return details;
}

/** Ingredients banned or refused registration in India (CIB&RC), or restricted away from this crop's group. */
function bannedInIndia(crop: Crop) {
  const { banned } = knowledge().catalogue;
  const barred = banned.entries.filter((entry) => entry.status !== 'restricted' || entry.notOn?.includes(crop.group));
  return new Map(barred.map((entry) => [normaliseIngredient(entry.ai), entry]));
}

function uniqueByName<T extends { name: string }>(details: T[]): T[] {
  const seen = new Set<string>();
  return details.filter((detail) => {
    const key = normaliseIngredient(detail.name);
    return !seen.has(key) && seen.add(key);
  });
}

/**
 * What to spray on a crop and what never to, for the farmer's region. In India the catalogue's state practice
 * (falling back along the region chain) is the list, and nothing banned or refused by CIB&RC is called suitable;
 * elsewhere the catalogue's general practice and the curated list of the spec's 14 crops.
 */
export function pesticideInfoFor(crop: Crop, region: FarmRegion | null): PesticideInfo {
  const inIndia = region?.country === 'IN';
  const curated: CropPesticides | undefined = crop.pesticideListName ? curatedByListName.get(crop.pesticideListName) : undefined;
  const curatedSuitable: SuitableDetail[] = (curated?.suitable ?? []).map(({ name, type, target, source }) => ({ name, type, suitable: true, target, source }));
  const unsuitable: UnsuitableDetail[] = [...(curated?.injurious ?? []), ...(curated?.restricted ?? []).map((key) => restrictedIngredients[key])].map(
    ({ name, type, reason, source }) => ({ name, type, suitable: false, reason, source }),
  );

  // The curated list comes from US and EU guides: it speaks for farmers outside India only.
  let suitable = uniqueByName(inIndia ? catalogueChemicals(crop, region) : [...curatedSuitable, ...catalogueChemicals(crop, region)]);
  if (inIndia) {
    const barred = bannedInIndia(crop);
    const bannedSource = citation(knowledge().catalogue.sharedSources['cibrc-banned-restricted']!);
    for (const detail of suitable) {
      const entry = barred.get(normaliseIngredient(detail.name));
      if (entry)
        unsuitable.push({
          name: detail.name,
          type: detail.type,
          suitable: false,
          reason: `${entry.status === 'restricted' ? 'Restricted' : 'Banned'} in India${entry.note ? `: ${entry.note}` : '.'}`,
          source: bannedSource,
        });
    }
    suitable = suitable.filter((detail) => !barred.has(normaliseIngredient(detail.name)));
  }
  const notSuitable = uniqueByName(unsuitable).filter(
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

/** The crop's pesticide information for any name the catalogue knows, or undefined for a name it does not. */
export function lookupPesticides(cropName: string, region: FarmRegion | null = null): PesticideInfo | undefined {
  const crop = knowledge().resolver.resolve(cropName);
  return crop && pesticideInfoFor(crop, region);
}

export const unknownCropMessage = 'No pesticide data for this crop: it is not in the crop catalogue.';
