import type { DiseasePrediction } from '@farmsight/contracts';
import { citation, describeChemical, knowledge, normaliseName, ownRegionName, practiceFact, sourceOf, type FarmRegion } from '../../knowledge';

/**
 * Adds the crop catalogue's chemical control for the predicted disease in the farmer's region to the model's general
 * advice: doses as the regional source publishes them in India, active ingredients only elsewhere.
 */
export function withRegionalControl(prediction: DiseasePrediction, region: FarmRegion | null): DiseasePrediction {
  const { advice, crop: cropName, disease } = prediction;
  if (!advice || !cropName || !disease) return prediction;
  const { catalogue, resolver } = knowledge();
  const crop = resolver.resolve(cropName);
  const pests = crop && practiceFact(crop, 'pests', region, catalogue);
  const wanted = normaliseName(disease);
  const pest = pests?.value.find((entry) =>
    [entry.name, ...entry.localNames].some((name) => {
      const known = normaliseName(name);
      return known.includes(wanted) || wanted.includes(known);
    }),
  );
  if (!crop || !pests || !pest || pest.chemicals.length === 0) return prediction;
  const inIndia = region?.country === 'IN';
  const where = pests.regionKey === 'default' ? (ownRegionName(region) ?? 'your region') : pests.regionName;
  const lines = pest.chemicals.map((chemical) => `For ${where}: ${describeChemical(chemical, inIndia)}`);
  const cited = [pest.source, ...pest.chemicals.map((chemical) => chemical.source)].flatMap((id) => {
    const source = id ? sourceOf(id, crop, catalogue) : undefined;
    return source ? [citation(source)] : [];
  });
  return {
    ...prediction,
    advice: {
      ...advice,
      management: [...advice.management, ...(pests.note ? [pests.note] : []), ...lines],
      source: [advice.source, ...new Set(cited)].join('; '),
    },
  };
}
