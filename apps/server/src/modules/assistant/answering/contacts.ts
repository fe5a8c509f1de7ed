/** Contact questions: the Kisan Call Centre, the scheme's helpline, the state agriculture department and the KVK. */
import type { Knowledge } from '../../../knowledge';
import { kvkDirectory } from '../data/contacts';
import type { Replies } from '../data/replies';
import { draft, understoodLine, type Draft, type ResolvedQuestion } from './draft';
import { citeSource } from './fact-answer';
import type { KnowledgeBase } from './knowledge-base';

/** Who to call. */
export function contacts(question: ResolvedQuestion, t: Replies, prose: KnowledgeBase, knowledge: Knowledge): Draft | undefined {
  const catalogue = knowledge.catalogue;
  if (question.topic === 'contact') {
    const page = question.scheme ? prose.pages.get(question.scheme.page) : undefined;
    const inIndia = !question.region?.country || question.region.country === 'IN';
    const state = question.region?.state ? (question.language === 'hi' ? question.region.state.hi : question.region.state.en) : undefined;
    const lines = [
      t.kisanCallCentre,
      ...(page?.helpline ? [t.schemeHelpline(page.title, page.helpline)] : []),
      ...(inIndia ? [t.localOffices(state, kvkDirectory.url)] : []),
    ];
    return draft(
      'honest',
      lines,
      [...citeSource('kcc-helpline', undefined, catalogue), ...(page?.helpline ? page.sources : []), ...(inIndia ? kvkDirectory.sources : [])],
      understoodLine(question),
    );
  }
  return undefined;
}
