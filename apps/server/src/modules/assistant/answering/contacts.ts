/** Contact questions: the Kisan Call Centre, the scheme's helpline, the state agriculture department and the KVK. */
import { normaliseName, type Knowledge } from '../../../knowledge';
import { kvkDirectory, kvks, type Kvk } from '../data/contacts';
import type { Replies } from '../data/replies';
import { draft, understoodLine, type Draft, type ResolvedQuestion } from './draft';
import { citeSource } from './fact-answer';
import type { KnowledgeBase } from './knowledge-base';

/** A place name folded as farmers type it: GeoNames' "Rāichūr" is "raichur". */
const ascii = (name: string) => normaliseName(name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/** The KVK of the district the question names, or else of the farm's nearest town, when the data holds it. */
export function districtKvk(question: Pick<ResolvedQuestion, 'placeWords' | 'region'>): Kvk | undefined {
  const places = [question.placeWords.join(' '), question.region?.nearestPlace ? ascii(question.region.nearestPlace) : ''].filter(Boolean);
  return kvks.find((kvk) => places.some((place) => kvk.places.includes(place)));
}

/** Who to call. */
export function contacts(question: ResolvedQuestion, t: Replies, prose: KnowledgeBase, knowledge: Knowledge): Draft | undefined {
  const catalogue = knowledge.catalogue;
  if (question.topic === 'contact') {
    const page = question.scheme ? prose.pages.get(question.scheme.page) : undefined;
    const inIndia = !question.region?.country || question.region.country === 'IN';
    const state = question.region?.state ? (question.language === 'hi' ? question.region.state.hi : question.region.state.en) : undefined;
    const kvk = inIndia ? districtKvk(question) : undefined;
    const lines = [
      ...(kvk ? [t.districtKvk(kvk.name, kvk.host, kvk.phone)] : []),
      t.kisanCallCentre,
      ...(page?.helpline ? [t.schemeHelpline(page.title, page.helpline)] : []),
      ...(inIndia ? [t.localOffices(state, kvkDirectory.url)] : []),
    ];
    return draft(
      'honest',
      lines,
      [
        ...(kvk ? [kvk.source] : []),
        ...citeSource('kcc-helpline', undefined, catalogue),
        ...(page?.helpline ? page.sources : []),
        ...(inIndia ? kvkDirectory.sources : []),
      ],
      understoodLine(question),
    );
  }
  return undefined;
}
