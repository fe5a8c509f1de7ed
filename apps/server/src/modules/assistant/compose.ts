import type { AnswerSource } from '@farmsight/contracts';
import { normaliseName, type Crop, type FarmRegion, type Knowledge } from '../../knowledge';
import { kvkDirectory } from './data/contacts';
import { schemeAsks, schemeFacts } from './data/scheme-facts';
import { replies, type Replies } from './data/replies';
import { stopWords } from './data/search-terms';
import { forecastServices, neutralWords, pestGroups, pestSynonyms, pricePortals, type Topic } from './data/vocabulary';
import {
  answerFromCatalogue,
  askedTopicName,
  availableTopics,
  chemicalAcrossCrops,
  citeSource,
  cropName,
  distinctiveWords,
  fold,
  isPracticeTopic,
  namedPest,
  registeredOnly,
  resurgenceOf,
  unique,
} from './facts';
import type { KnowledgeBase, SectionHit } from './knowledge-base';
import type { AssistantTool, Question } from './tools/tool';
import { devanagariShare } from './text';
import type { Understanding } from './understand';
import { seasonOn } from './understand';

/** Below this share of the question's terms found in the best prose section, the answer would be a guess. */
export const MIN_COVERAGE = 0.5;
/** A crop question the catalogue cannot answer in full goes to a prose page only when the page covers this share of it. */
const CROP_PAGE_COVERAGE = 0.6;
/** A question with no farming word is a page's subject only when the page covers this share of it. */
const UNKNOWN_WORDS_PAGE_COVERAGE = 0.75;
const MAX_SENTENCES = 4;
const NEAREST_TOPICS = 3;
/** For a crop named without a topic: these topics, in this order, make its short overview. */
const OVERVIEW_TOPICS: Topic[] = ['sowing', 'varieties', 'nutrients'];
const OVERVIEW_LINES = 3;

export type DraftKind = 'catalogue' | 'tool' | 'knowledge' | 'honest' | 'safety' | 'unknown' | 'off-topic' | 'greeting';

/** An answer before the optional LLM rewrites it; `passages` is the grounding the LLM gets. */
export interface Draft {
  kind: DraftKind;
  tool?: string;
  response: string;
  sources: AnswerSource[];
  passages: string[];
  /** "For moong in Punjab": what the answer took the question to be about. */
  understood: string | undefined;
  /** The pest the answer is about, kept for follow-ups. */
  pest?: string;
}

/** A message after follow-up resolution, with the region it is answered for. */
export interface ResolvedQuestion extends Understanding {
  region: FarmRegion | null;
  /** Latitude of the farmer's profile location, for the engines that need it. */
  latitude: number | null;
  today: string;
  /** True when crop, topic, scheme or state came from an earlier turn. */
  carried: boolean;
}

export interface ComposeContext {
  knowledge: Knowledge;
  prose: KnowledgeBase;
  tools: AssistantTool[];
}

const draft = (kind: DraftKind, lines: string[], sources: AnswerSource[], understood?: string, tool?: string): Draft => ({
  kind,
  tool,
  response: lines.join('\n'),
  sources: unique(sources),
  passages: [lines.join(' ')],
  understood,
});

function placeName(question: ResolvedQuestion): string | undefined {
  const state = question.region?.state;
  if (state) return question.language === 'hi' ? state.hi : state.en;
  return question.region?.countryName ?? undefined;
}

function understoodLine(question: ResolvedQuestion, regionName?: string): string | undefined {
  const t = replies[question.language];
  const region = regionName && !['general guidance', 'सामान्य सलाह'].includes(regionName) ? regionName : placeName(question);
  return t.understood(question.crop ? cropName(question.crop, question.language) : undefined, region);
}

/** A prose page's sections for the question: the scheme's own page, or the general pages (never another country's). */
function proseHits(question: ResolvedQuestion, prose: KnowledgeBase): SectionHit[] {
  const country = question.region?.country ?? 'IN';
  const hits = prose.search(searchText(question), { page: question.scheme?.page, country });
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

function fromProse(question: ResolvedQuestion, prose: KnowledgeBase, minCoverage = MIN_COVERAGE): Draft | undefined {
  // A crop question (the crop perhaps carried from an earlier turn) is answered only by a section about that crop.
  const hits = proseHits(question, prose).filter((hit) => !question.crop || question.scheme || mentionsCrop(hit.section, question.crop));
  // Only the scheme's name asked: its page's first section says what the scheme is.
  const opening = question.scheme && prose.sections.find((section) => section.pageId === question.scheme!.page);
  const best = hits[0] ?? (opening ? { section: opening, score: 0, coverage: 0 } : undefined);
  // The scheme's page was chosen by name, so any of its sections beats a guess; elsewhere the terms must be found.
  if (!best || (!question.scheme && best.coverage < minCoverage)) return undefined;
  const sentences = prose
    .rankSentences(searchText(question), [best.section.id])
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.position - b.position)
    .map((sentence) => sentence.text);
  const lines = [`${best.section.heading}:`, ...(sentences.length ? sentences : best.section.sentences.slice(0, MAX_SENTENCES))];
  const about = question.scheme ? best.section.pageTitle : understoodLine(question);
  return {
    ...draft('knowledge', lines, best.section.sources, about),
    passages: [`${best.section.pageTitle} - ${best.section.heading}: ${best.section.sentences.join(' ')}`],
  };
}

function nearestTopics(question: ResolvedQuestion, prose: KnowledgeBase): string[] {
  return [...new Set(proseHits(question, prose).map((hit) => hit.section.pageTitle))].slice(0, NEAREST_TOPICS);
}

function fromTools(question: ResolvedQuestion, tools: AssistantTool[], only?: (tool: AssistantTool) => boolean): Draft | undefined {
  const asked: Question = { text: question.text, crop: question.crop, latitude: question.latitude, region: question.region, today: question.today };
  for (const tool of tools.filter(only ?? (() => true))) {
    if (!tool.matches(asked)) continue;
    const answer = tool.answer(asked);
    if (answer) return draft('tool', [answer.heading, ...answer.lines], answer.sources, understoodLine(question), tool.name);
  }
  return undefined;
}

function honest(question: ResolvedQuestion, t: Replies, prose: KnowledgeBase, knowledge: Knowledge): Draft | undefined {
  const catalogue = knowledge.catalogue;
  const crop = question.crop ? cropName(question.crop, question.language) : undefined;
  if (question.topic === 'market') {
    const portals = pricePortals
      .map((portal) => `${question.language === 'hi' ? portal.hi : portal.name} (${portal.url})`)
      .join(question.language === 'hi' ? ' और ' : ' and ');
    return draft(
      'honest',
      [t.noLivePrices(crop, portals)],
      pricePortals.map((portal) => ({ title: portal.name, source: portal.name, url: portal.url })),
      understoodLine(question),
    );
  }
  if (question.topic === 'weather') {
    const services = forecastServices.map((service) => `${question.language === 'hi' ? service.hi : service.name} (${service.url})`).join('; ');
    return draft(
      'honest',
      [t.noForecast(services)],
      forecastServices.map((service) => ({ title: service.name, source: service.name, url: service.url })),
      understoodLine(question),
    );
  }
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

function bannedWarning(question: ResolvedQuestion, t: Replies, knowledge: Knowledge): Draft | undefined {
  const banned = question.banned;
  if (!banned) return undefined;
  const allowedHere = banned.status === 'restricted' && question.crop && banned.notOn && !banned.notOn.includes(question.crop.group);
  if (allowedHere) return undefined;
  return draft(
    'safety',
    [t.bannedProduct(banned.ai, banned.status, banned.note)],
    citeSource(banned.source, undefined, knowledge.catalogue),
    understoodLine(question),
  );
}

/** A crop named without a topic: the first lines of its sowing, varieties and fertilizer facts. */
function overview(question: ResolvedQuestion, context: ComposeContext, t: Replies): Draft | undefined {
  const parts = OVERVIEW_TOPICS.flatMap((topic) => {
    const answer = answerFromCatalogue(factQuestion({ ...question, topic }, t), context.knowledge.catalogue);
    return answer ? [{ answer, topic }] : [];
  });
  if (parts.length === 0) return undefined;
  const lines = parts.flatMap(({ answer }) => [answer.heading, ...answer.lines.slice(0, OVERVIEW_LINES)]);
  return catalogueDraft(
    question,
    t,
    context.knowledge,
    lines,
    parts.flatMap(({ answer }) => answer.sources),
    parts[0]!.answer.regionName,
  );
}

const schemeAskIndex = Object.entries(schemeAsks).map(([ask, phrases]) => ({ ask, phrases: phrases.map(normaliseName) }));

/**
 * A scheme with structured facts, asked what it pays, when, who is eligible or how to check the status: those facts,
 * in the farmer's language. Undefined when the question asks something else, for the prose page to answer.
 */
function fromSchemeFacts(question: ResolvedQuestion): Draft | undefined {
  const facts = schemeFacts.find((entry) => entry.scheme === question.scheme?.id);
  if (!facts || (question.topic && question.topic !== 'scheme')) return undefined;
  const text = ` ${question.words.join(' ')} `;
  const asked = schemeAskIndex.filter(({ phrases }) => phrases.some((phrase) => text.includes(` ${phrase} `))).map(({ ask }) => ask);
  const language = question.language;
  const lines = (['instalments', 'status', 'eligibility', 'amount'] as const).flatMap((ask) =>
    asked.includes(ask) && facts[ask] ? [facts[ask][language]] : [],
  );
  if (lines.length === 0) return undefined;
  return draft('catalogue', [`${facts.name[language]}:`, ...lines], facts.sources, facts.name[language]);
}

/** A product asked about for a pest it makes worse ("may I use cypermethrin on them?"): no, and what to use instead. */
function worseningProduct(question: ResolvedQuestion, t: Replies, context: ComposeContext): Draft | undefined {
  const crop = question.crop;
  if (!crop || !question.chemical) return undefined;
  const pests = Object.values(crop.practices).flatMap((practice) => practice.pests ?? []);
  const pest = namedPest(crop, pests, question.words);
  const worsening = pest && resurgenceOf(crop, pest.name);
  const asked = normaliseName(question.chemical);
  if (!pest || !worsening?.ingredients.some((ingredient) => normaliseName(ingredient) === asked)) return undefined;
  const answer = answerFromCatalogue(factQuestion({ ...question, topic: 'pests' }, t), context.knowledge.catalogue);
  // The products to use: the answer's lines after its recognition, threshold and non-chemical advice.
  const advice = [t.threshold(''), t.cultural(''), t.biological('')];
  const instead = (answer?.lines ?? []).filter(
    (line) => !line.startsWith(pest.name) && !advice.some((prefix) => line.startsWith(prefix)) && line !== t.registeredFor && /\d/.test(line),
  );
  const lines = [
    t.dontSpray(question.chemical, pest.name, cropName(crop, question.language), worsening.group[question.language], worsening.effect[question.language]),
    ...(instead.length ? [t.useInstead, ...instead] : []),
  ];
  return { ...draft('safety', lines, [...worsening.sources, ...(answer?.sources ?? [])], understoodLine(question)), pest: pest.name };
}

/**
 * Catalogue facts as an answer. Words of the question the facts never mention ("foliar", "salt tolerant"), or a
 * narrower thing the facts lack, are said first, and the answer counts as a "don't know".
 */
function catalogueDraft(
  question: ResolvedQuestion,
  t: Replies,
  knowledge: Knowledge,
  lines: string[],
  sources: AnswerSource[],
  regionName: string,
  lacking: string[] = [],
): Draft {
  const missing = [...new Set([...lacking, ...unanswered(question, lines.join(' '), knowledge)])];
  // The answer comes first; what it does not cover is said after it.
  return draft(
    missing.length ? 'unknown' : 'catalogue',
    [...lines, ...(missing.length ? [t.notExactly(missing.join(' '))] : [])],
    sources,
    understoodLine(question, regionName),
  );
}

/** The question's own words (not topic words, fillers, the crop or the place) that the answer never mentions. */
function unanswered(question: ResolvedQuestion, answer: string, knowledge: Knowledge): string[] {
  const text = fold(normaliseName(answer));
  return distinctiveWords(question.crop!, question.words).filter(
    (word) =>
      !question.placeWords.includes(word) &&
      !question.cropWords.includes(word) &&
      !knowledge.resolver.resolve(word) &&
      !(pestSynonyms[word] ?? pestGroups[word] ?? [word]).some((synonym) => text.includes(fold(synonym).slice(0, 5))),
  );
}

/** A crop question without a topic word that names one of the crop's pests ("narma me chitti makhi"). */
function namesPest(question: ResolvedQuestion): boolean {
  const crop = question.crop!;
  const pests = Object.values(crop.practices).flatMap((practice) => practice.pests ?? []);
  return namedPest(crop, pests, question.words) !== undefined;
}

function factQuestion(question: ResolvedQuestion, t: Replies) {
  return {
    crop: question.crop!,
    topic: question.topic,
    words: question.words.filter((word) => !question.placeWords.includes(word)),
    cropWords: question.cropWords,
    region: question.region,
    language: question.language,
    replies: t,
    season: seasonOn(question.today),
  };
}

/**
 * The embedded answer, in this order: greeting or refusal; safety (a banned product); what we cannot know (prices,
 * forecasts) and contacts; the engines that read numbers from the question (soil tests, dates); the crop catalogue's
 * facts for the crop, topic and region; the other engines; the prose pages; an honest "don't know".
 */
export function composeDraft(question: ResolvedQuestion, context: ComposeContext): Draft {
  const answer = composeInLanguage(question, context);
  return question.language === 'hi' ? inDevanagari(answer, replies.hi) : answer;
}

/** A line of a Hindi answer at least this share Devanagari (besides product names and units) is kept. */
const MIN_DEVANAGARI_SHARE = 0.75;
/** A line ending in ':' of at most this many words names what follows (a pest: "Brown and whitebacked planthoppers:"). */
const MAX_NAME_WORDS = 4;

/**
 * A Hindi answer without the catalogue's English-only notes. A line mostly in English is left out, or cut to its name
 * when that is all it has before ': ' ("PBW 826 (PAU Ludhiana, 2022): Timely sown..."); a short name ending in ':'
 * stays. The answer then says the details are in English. A prose page, English only, is said to be.
 */
function inDevanagari(answer: Draft, t: Replies): Draft {
  const lines = answer.response.split('\n');
  if (answer.kind === 'knowledge') return { ...answer, response: [t.pageInEnglish, ...lines].join('\n') };
  // Only the catalogue's free text is English; the other answers are Hindi sentences around names and addresses.
  if (answer.kind !== 'catalogue' && answer.kind !== 'unknown') return answer;
  const hindi = (text: string) => devanagariShare(text) >= MIN_DEVANAGARI_SHARE;
  let cut = false;
  const kept = lines.flatMap((line) => {
    if (hindi(line) || (line.endsWith(':') && line.split(' ').length <= MAX_NAME_WORDS)) return [line];
    cut = true;
    const name = line.split(': ')[0]!;
    return name !== line && !/[\u0900-\u097F]/.test(name) && hindi(name) ? [name] : [];
  });
  return cut ? { ...answer, response: [...kept, t.detailsInEnglish].join('\n') } : answer;
}

function composeInLanguage(question: ResolvedQuestion, context: ComposeContext): Draft {
  const t = replies[question.language];
  const { knowledge, prose, tools } = context;
  if (question.greeting) return draft('greeting', [t.greeting], []);
  if (question.offTopic) return draft('off-topic', [t.offTopic], []);
  if (!question.aboutFarming && !question.carried) {
    // Words of no vocabulary may still be a prose page's subject ("reference evapotranspiration"): the pages say what farming is.
    return fromProse(question, prose, UNKNOWN_WORDS_PAGE_COVERAGE) ?? draft('off-topic', [t.offTopic], []);
  }
  if (question.otherCrop && !question.crop) {
    const { crop, exact } = question.otherCrop;
    return draft('honest', [t.otherCrop(crop.en, question.language === 'hi' ? crop.hi : (crop.names[1] ?? crop.hi), exact)], kvkDirectory.sources);
  }
  const early =
    bannedWarning(question, t, knowledge) ??
    worseningProduct(question, t, context) ??
    honest(question, t, prose, knowledge) ??
    fromSchemeFacts(question) ??
    fromTools(question, tools, (tool) => tool.readsNumbers === true);
  if (early) return early;
  const topic = question.topic ?? (question.crop && namesPest(question) ? 'pests' : undefined);
  if (question.crop && (!topic || isPracticeTopic(topic) || topic === 'climate')) {
    const answer = answerFromCatalogue(factQuestion({ ...question, topic }, t), knowledge.catalogue);
    const facts = answer && catalogueDraft(question, t, knowledge, [answer.heading, ...answer.lines], answer.sources, answer.regionName, answer.partial);
    if (!facts || facts.kind === 'unknown') {
      // Facts that miss what is asked ("how does leaf curl virus spread") give way to a page that covers it, or, for a
      // pest none of the practices names, to the products registered against it.
      const page = facts ? fromProse(question, prose, CROP_PAGE_COVERAGE) : undefined;
      const registered = topic === 'pests' && !answer?.pest ? registeredOnly(factQuestion({ ...question, topic }, t), knowledge.catalogue) : undefined;
      const replacement =
        page ??
        (registered && draft('catalogue', [registered.heading, ...registered.lines], registered.sources, understoodLine(question, registered.regionName)));
      if (replacement) return replacement;
    }
    if (facts) return { ...facts, pest: answer.pest };
  }
  if (question.crop && question.chemical && !topic) {
    // A product the catalogue knows for other crops but not for this one: no dose borrowed from another crop.
    const name = cropName(question.crop, question.language);
    return draft('unknown', [t.noDose(question.chemical, name)], [], understoodLine(question));
  }
  if (!question.crop && question.chemical) {
    const answer = chemicalAcrossCrops(question.chemical, question.language, t, knowledge.catalogue);
    if (answer) return draft('catalogue', [answer.heading, ...answer.lines], answer.sources, understoodLine(question));
  }
  if (question.crop && !topic && !question.scheme) {
    // A crop with words of its own ("white powder on cucumber leaves") may be a page's subject; the crop alone is an overview.
    const own = distinctiveWords(question.crop, question.words).filter((word) => !question.cropWords.includes(word) && !question.placeWords.includes(word));
    const page = own.length > 0 ? fromProse(question, prose, CROP_PAGE_COVERAGE) : undefined;
    const summary = fromTools(question, tools) ?? page ?? overview(question, context, t);
    if (summary) return summary;
  }
  const fallback =
    fromTools(question, tools) ?? fromProse(question, prose, question.crop && topic && isPracticeTopic(topic) ? CROP_PAGE_COVERAGE : MIN_COVERAGE);
  if (fallback) return fallback;
  if (question.crop && topic) {
    const name = cropName(question.crop, question.language);
    return draft('unknown', [t.noFacts(askedTopicName(topic, question.words, t), name, availableTopics(question.crop, t))], [], understoodLine(question));
  }
  if (!question.crop && topic && isPracticeTopic(topic)) return draft('unknown', [t.whichCrop(t.topicNames[topic])], [], understoodLine(question));
  return draft('unknown', [t.dontKnow(nearestTopics(question, prose))], [], understoodLine(question));
}
