import type { DiseasePrediction, Language } from '@farmsight/contracts';
import {
  citation,
  describeChemical,
  describeRegisteredUse,
  fallbackNote,
  knowledge,
  normaliseName,
  ownRegionName,
  practiceFact,
  regionName,
  registeredAgainst,
  registrationCitation,
  sourceOf,
  type FarmRegion,
} from '../../knowledge';

const lineWords = {
  en: { registered: 'Registered in India (CIB&RC)', for: (where: string) => `For ${where}`, yourRegion: 'your region' },
  hi: { registered: 'भारत में पंजीकृत (CIB&RC)', for: (where: string) => `${where} के लिए`, yourRegion: 'आपका क्षेत्र' },
} satisfies Record<Language, unknown>;

/**
 * Adds the crop catalogue's chemical control for the predicted disease in the farmer's region to the model's general
 * advice: in India the products CIB&RC registers against it on the crop, with their doses and waiting periods, and the
 * state's practice; elsewhere active ingredients only. `answer` is worded in `language`; the catalogue and the
 * registrations are matched with the English answer's crop and disease (`english`, the same diagnosis).
 */
export function withRegionalControl(
  answer: DiseasePrediction,
  region: FarmRegion | null,
  language: Language = 'en',
  english: DiseasePrediction = answer,
): DiseasePrediction {
  const { advice } = answer;
  const { crop: cropName, disease } = english;
  if (!advice || !cropName || !disease) return answer;
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
  if (!crop || ((!pests || !pest || pest.chemicals.length === 0) && registered.length === 0)) return answer;
  const words = lineWords[language];
  const where =
    !pests || pests.regionKey === 'default' ? (ownRegionName(region, language) ?? words.yourRegion) : regionName(pests.regionKey, catalogue, language);
  const own = ownRegionName(region, language);
  const note = pest && pests?.fellBack && own ? fallbackNote(own, pests.regionKey, regionName(pests.regionKey, catalogue, language), language) : undefined;
  const lines = [
    ...registered.map((use) => `${words.registered}: ${describeRegisteredUse(use, language, catalogue.pestNamesHi)}`),
    ...(pest?.chemicals ?? []).map((chemical) => `${words.for(where)}: ${describeChemical(chemical, inIndia, language, catalogue.hindiPhrases)}`),
  ];
  const cited = [...registered.map(registrationCitation)];
  const practiceSources = [pest?.source, ...(pest?.chemicals ?? []).map((chemical) => chemical.source)].flatMap((id) => {
    const source = id ? sourceOf(id, crop, catalogue) : undefined;
    return source ? [citation(source)] : [];
  });
  return {
    ...answer,
    advice: {
      ...advice,
      management: [...advice.management, ...(note ? [note] : []), ...lines],
      source: [advice.source, ...new Set([...cited, ...practiceSources])].join('; '),
    },
  };
}
