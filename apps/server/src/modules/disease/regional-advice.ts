import type { DiseasePrediction } from '@farmsight/contracts';
import {
  citation,
  describeChemical,
  describeRegisteredUse,
  knowledge,
  normaliseName,
  ownRegionName,
  practiceFact,
  registeredAgainst,
  registrationCitation,
  sourceOf,
  type FarmRegion,
} from '../../knowledge';

/**
 * Adds the crop catalogue's chemical control for the predicted disease in the farmer's region to the model's general
 * advice: in India the products CIB&RC registers against it on the crop, with their doses and waiting periods, and the
 * state's practice; elsewhere active ingredients only.
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
  const inIndia = region?.country === 'IN';
  const registered = crop && inIndia ? registeredAgainst(crop, [disease, ...(pest ? [pest.name, ...pest.localNames] : [])], catalogue).slice(0, 3) : [];
  if (!crop || ((!pests || !pest || pest.chemicals.length === 0) && registered.length === 0)) return prediction;
  const where = !pests || pests.regionKey === 'default' ? (ownRegionName(region) ?? 'your region') : pests.regionName;
  const lines = [
    ...registered.map((use) => `Registered in India (CIB&RC): ${describeRegisteredUse(use)}`),
    ...(pest?.chemicals ?? []).map((chemical) => `For ${where}: ${describeChemical(chemical, inIndia)}`),
  ];
  const cited = [...registered.map(registrationCitation)];
  const practiceSources = [pest?.source, ...(pest?.chemicals ?? []).map((chemical) => chemical.source)].flatMap((id) => {
    const source = id ? sourceOf(id, crop, catalogue) : undefined;
    return source ? [citation(source)] : [];
  });
  return {
    ...prediction,
    advice: {
      ...advice,
      management: [...advice.management, ...(pest && pests?.note ? [pests.note] : []), ...lines],
      source: [advice.source, ...new Set([...cited, ...practiceSources])].join('; '),
    },
  };
}
