/**
 * The embedded answer: the question, once understood, goes to the first answering part that has something to say.
 * Each topic's answer lives in its own file; this file only orders them.
 */
import type { Crop } from '../../../knowledge';
import { kvkDirectory } from '../data/contacts';
import { replies, type Language } from '../data/replies';
import type { LiveData } from '../tools/live';
import { catalogueDraft, factQuestion, namesPest, overview } from './catalogue-draft';
import { chemicalAcrossCrops } from './chemicals';
import { contacts } from './contacts';
import { answerFromCatalogue, availableTopics } from './crop-practices';
import { draft, understoodLine, type ComposeContext, type Draft, type ResolvedQuestion } from './draft';
import { CROP_PAGE_COVERAGE, fromProse, MIN_COVERAGE, nearestTopics, UNKNOWN_WORDS_PAGE_COVERAGE } from './everyday';
import { cropName, isPracticeTopic } from './fact-answer';
import { inDevanagari } from './hindi';
import { askedTopicName } from './nutrients';
import { registeredOnly } from './pests';
import { noLivePrices } from './prices';
import { bannedWarning, worseningProduct } from './safety';
import { fromSchemeFacts } from './schemes';
import { fromTools } from './tool-answers';
import { inFarmerUnits } from './units';
import { noForecast } from './weather';
import { distinctiveWords } from './words';

/**
 * The embedded answer, in this order: greeting or refusal; safety (a banned product); what we cannot know (prices,
 * forecasts) and contacts; the engines that read numbers from the question (soil tests, dates); the crop catalogue's
 * facts for the crop, topic and region; the other engines; the prose pages; an honest "don't know".
 */
export function composeDraft(question: ResolvedQuestion, context: ComposeContext): Draft {
  const answer = composeInLanguage(question, context);
  return question.language === 'hi' ? inDevanagari(answer, replies.hi) : answer;
}

function composeInLanguage(question: ResolvedQuestion, context: ComposeContext): Draft {
  const t = inFarmerUnits(replies[question.language], question.units, question.language);
  const { knowledge, prose, tools } = context;
  if (question.greeting) return draft('greeting', [t.greeting], []);
  if (question.offTopic) return draft('off-topic', [t.offTopic], []);
  if (!question.aboutFarming && !question.carried) {
    // Words of no vocabulary may still be a prose page's subject ("reference evapotranspiration"): the pages say what farming is.
    return fromProse(question, prose, UNKNOWN_WORDS_PAGE_COVERAGE) ?? draft('off-topic', [t.offTopic], []);
  }
  if (question.askBack) {
    const options = question.askBack.map((reading) => (question.language === 'hi' ? reading.hi : reading.en.toLowerCase()));
    return draft('ask-back', [t.whichOne(options)], []);
  }
  if (question.otherCrop && !question.crop) {
    const { crop, exact } = question.otherCrop;
    return draft('honest', [t.otherCrop(crop.en, question.language === 'hi' ? crop.hi : (crop.names[1] ?? crop.hi), exact)], kvkDirectory.sources);
  }
  const early =
    bannedWarning(question, t, knowledge) ??
    worseningProduct(question, t, context) ??
    noLivePrices(question, t) ??
    noForecast(question, t) ??
    contacts(question, t, prose, knowledge) ??
    fromSchemeFacts(question, t) ??
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

/**
 * A weather or price question the catalogue could only answer by pointing elsewhere, answered from the app's own live
 * data instead: the farm's 7-day forecast (the card on /irrigation), or the crop's mandi prices and MSP (/schemes).
 */
export async function withLiveData(
  understanding: { topic?: string; crop?: Crop; language: Language },
  composed: Draft,
  live: LiveData,
): Promise<Draft | undefined> {
  if (composed.kind !== 'honest') return undefined;
  if (understanding.topic === 'weather' && live.weather) {
    const forecast = await live.weather(understanding.language);
    if (forecast) return { ...composed, kind: 'tool', tool: 'weather', response: forecast.text, sources: forecast.sources, passages: [forecast.text] };
  }
  if (understanding.topic === 'market' && understanding.crop && live.prices) {
    const prices = await live.prices(understanding.crop, understanding.language);
    if (prices) {
      const response = prices.lines.join('\n');
      return { ...composed, kind: 'tool', tool: 'market', response, sources: prices.sources, passages: [prices.lines.join(' ')] };
    }
  }
  return undefined;
}
