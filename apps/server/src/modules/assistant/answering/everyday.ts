/**
 * Everyday questions answered from the cited knowledge base (knowledge/*.md): soil organic matter, grain storage,
 * nurseries, farm safety and the like; a scheme's own page for a scheme question. The best section's best sentences.
 */
import { normaliseName, type Crop } from '../../../knowledge';
import { stopWords } from '../data/search-terms';
import { neutralWords } from '../data/vocabulary';
import { draft, understoodLine, type Draft, type ResolvedQuestion } from './draft';
import type { KnowledgeBase, SectionHit } from './knowledge-base';

/** Below this share of the question's terms found in the best prose section, the answer would be a guess. */
export const MIN_COVERAGE = 0.5;
/** A crop question the catalogue cannot answer in full goes to a prose page only when the page covers this share of it. */
export const CROP_PAGE_COVERAGE = 0.6;
/** A question with no farming word is a page's subject only when the page covers this share of it. */
export const UNKNOWN_WORDS_PAGE_COVERAGE = 0.75;
const MAX_SENTENCES = 4;
const NEAREST_TOPICS = 3;

/**
 * A prose page's sections for the question (always the English original of a section): the scheme's own page, or
 * the general pages (never another country's). A question in Devanagari is searched in the Hindi pages first.
 */
function proseHits(question: ResolvedQuestion, prose: KnowledgeBase): SectionHit[] {
  const country = question.region?.country ?? 'IN';
  const text = searchText(question);
  const inHindi = /[\u0900-\u097F]/.test(text)
    ? prose.search(text, { page: question.scheme?.page, country, language: 'hi' }).flatMap((hit) => {
        const section = prose.twin(hit.section, 'en');
        return section ? [{ ...hit, section }] : [];
      })
    : [];
  const hits = [...inHindi, ...prose.search(text, { page: question.scheme?.page, country })];
  return question.scheme ? hits : hits.filter((hit) => !hit.section.pageId.startsWith('scheme-') || hit.coverage >= 0.75);
}

/** Within a scheme's page, the scheme's name says nothing about which section answers: the other words rank. */
function searchText(question: ResolvedQuestion): string {
  if (!question.scheme) return question.text;
  const nameWords = new Set(question.scheme.names.flatMap((name) => normaliseName(name).split(' ')));
  const rest = question.words.filter((word) => !nameWords.has(word) && !['pradhan', 'mantri', 'yojana', 'yojna', 'scheme'].includes(word));
  return rest.length > 0 ? rest.join(' ') : question.text;
}

/** Words of crop aliases that name no crop ("crop" in "potato crop", "kheti" in "aloo ki kheti"). */
const neutral = new Set(neutralWords.map(normaliseName));

/** Whether a prose section is about the crop: one of the crop's names (a word of four letters or more) starts a word of its subject. */
function mentionsCrop(section: SectionHit['section'], crop: Crop): boolean {
  // The page's subject: its title, the section's heading and opening sentence (a crop named in passing does not count).
  const text = ` ${normaliseName(`${section.pageTitle} ${section.heading} ${section.sentences[0] ?? ''}`)}`;
  const names = [crop.names.en, ...crop.names.aliases]
    .flatMap((name) => normaliseName(name).split(' '))
    .filter((word) => word.length >= 4 && !stopWords.has(word) && !neutral.has(word));
  return names.some((name) => text.includes(` ${name}`));
}

export function fromProse(question: ResolvedQuestion, prose: KnowledgeBase, minCoverage = MIN_COVERAGE): Draft | undefined {
  // A crop question (the crop perhaps carried from an earlier turn) is answered only by a section about that crop.
  const hits = proseHits(question, prose).filter((hit) => !question.crop || question.scheme || mentionsCrop(hit.section, question.crop));
  // Only the scheme's name asked: its page's first section says what the scheme is.
  const opening = question.scheme && prose.sections.find((section) => section.pageId === question.scheme!.page);
  const best = hits[0] ?? (opening ? { section: opening, score: 0, coverage: 0 } : undefined);
  // The scheme's page was chosen by name, so any of its sections beats a guess; elsewhere the terms must be found.
  if (!best || (!question.scheme && best.coverage < minCoverage)) return undefined;
  // The section in the answer's language when it has been rendered; else the English original (said to be English).
  const section = prose.twin(best.section, question.language) ?? best.section;
  const sentences = prose
    .rankSentences(searchText(question), [section.id])
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.position - b.position)
    .map((sentence) => sentence.text);
  const lines = [`${section.heading}:`, ...(sentences.length ? sentences : section.sentences.slice(0, MAX_SENTENCES))];
  const about = question.scheme ? section.pageTitle : understoodLine(question);
  return {
    ...draft('knowledge', lines, section.sources, about),
    passages: [`${section.pageTitle} - ${section.heading}: ${section.sentences.join(' ')}`],
  };
}

export function nearestTopics(question: ResolvedQuestion, prose: KnowledgeBase): string[] {
  return [...new Set(proseHits(question, prose).map((hit) => (prose.twin(hit.section, question.language) ?? hit.section).pageTitle))].slice(0, NEAREST_TOPICS);
}
