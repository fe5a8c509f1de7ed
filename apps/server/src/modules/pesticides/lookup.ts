import { pesticideCrops, type PesticideDetail, type PesticideInfo } from '@farmsight/contracts';
import { cropPesticides, type CropPesticides } from './data/crops';
import { restrictedIngredients } from './data/restricted';

export const LABEL_NOTE =
  'Always follow the product label and your local registration: use a product only where it is registered for this crop, at the labelled rate, interval and pre-harvest interval.';

/** Lower case with single spaces, so 'citrus  Trees (oranges, lemons)' finds its crop. */
export function normaliseCropName(name: string): string {
  return name.trim().toLowerCase().split(/\s+/).join(' ');
}

const cropsByName = new Map<string, CropPesticides>();
for (const crop of cropPesticides) {
  for (const name of [crop.name, ...crop.synonyms]) cropsByName.set(normaliseCropName(name), crop);
}

export function findCrop(name: string): CropPesticides | undefined {
  return cropsByName.get(normaliseCropName(name));
}

export function toPesticideInfo(crop: CropPesticides): PesticideInfo {
  const notSuitable = [...crop.injurious, ...crop.restricted.map((key) => restrictedIngredients[key])];
  const details: PesticideDetail[] = [
    ...crop.suitable.map(({ name, type, target, source }) => ({ name, type, suitable: true as const, target, source })),
    ...notSuitable.map(({ name, type, reason, source }) => ({ name, type, suitable: false as const, reason, source })),
  ];
  return {
    name: crop.name,
    suitable_pesticides: crop.suitable.map((entry) => entry.name),
    not_suitable_pesticides: notSuitable.map((entry) => entry.name),
    details,
    note: LABEL_NOTE,
  };
}

/** The crop's pesticide information, or undefined for a crop we hold no data on. */
export function lookupPesticides(cropName: string): PesticideInfo | undefined {
  const crop = findCrop(cropName);
  return crop && toPesticideInfo(crop);
}

export const supportedCropsMessage = `No pesticide data for this crop. Supported crops: ${pesticideCrops.join(', ')}.`;
