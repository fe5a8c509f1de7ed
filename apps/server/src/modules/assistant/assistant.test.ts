import { describe, expect, it } from 'vitest';
import { adviceByClass } from '../disease/data/advice';
import { assistantKnowledgeDir } from '../../paths';
import { createAssistant } from './assistant';
import { OFF_TOPIC_REPLY } from './data/replies';
import { resolveFollowUp } from './follow-up';
import { loadKnowledgeBase } from './knowledge-base';
import { assistantTools } from './tools';
import { readDate } from './tools/crop-timing';
import { readSoilTest } from './tools/soil-readings';

const knowledge = loadKnowledgeBase(assistantKnowledgeDir);
const newAssistant = () => createAssistant({ knowledge, tools: assistantTools, today: () => '2026-01-15' });

describe('knowledge base', () => {
  it('indexes every page with its sources', () => {
    const pages = new Set(knowledge.sections.map((section) => section.pageId));
    for (const crop of ['corn', 'soybeans', 'wheat', 'cotton', 'tomato', 'lettuce', 'grapes', 'peppers', 'apples', 'strawberries', 'cucumbers', 'rice', 'citrus', 'sugarcane', 'potato']) {
      expect(pages.has(crop), crop).toBe(true);
    }
    expect(knowledge.sections.every((section) => section.sources.length > 0 && section.sources.every((source) => source.url?.startsWith('http')))).toBe(true);
  });

  it('ranks the crop section that answers the question first', () => {
    expect(knowledge.search('when to sow wheat', 'wheat')[0]!.section.heading).toBe('Wheat sowing time and spacing');
    expect(knowledge.search('drip vs flood irrigation')[0]!.section.heading).toBe('Drip irrigation versus flood irrigation');
    expect(knowledge.search('fall armyworm in maize', 'corn')[0]!.section.heading).toBe('Maize pests');
  });

  it('finds misspelt words', () => {
    expect(knowledge.search('sugercane watter requirment', 'sugarcane')[0]!.section.heading).toBe('Sugarcane water needs and irrigation');
  });
});

describe('answers', () => {
  it('answers from the best passage in a few lines and cites the page', async () => {
    const answer = await newAssistant().ask('what is the PMFBY premium for kharif crops?');
    expect(answer.response.split('\n')[0]).toBe('PMFBY premium and how to claim:');
    expect(answer.response).toContain('2 % of the sum insured for kharif crops');
    const lines = answer.response.split('\n').length;
    expect(lines).toBeGreaterThanOrEqual(3);
    expect(lines).toBeLessThanOrEqual(6);
    expect(answer.sources).toEqual([{ title: 'PMFBY crop insurance (India)', source: 'Pradhan Mantri Fasal Bima Yojana portal', url: 'https://pmfby.gov.in/' }]);
  });

  it('refuses off-topic questions in one line', async () => {
    const answer = await newAssistant().ask('who won the cricket world cup?');
    expect(answer).toMatchObject({ response: OFF_TOPIC_REPLY, sources: [] });
  });

  it('says it does not know instead of guessing, with the nearest topics', async () => {
    const answer = await newAssistant().ask('how much land tax do farmers pay in Gujarat?');
    expect(answer.response).toMatch(/^I don't know that yet, and I won't guess\. The nearest topics I can help with are: /);
    expect(answer.sources).toEqual([]);
    const onion = await newAssistant().ask('onion price in Lasalgaon mandi today?');
    expect(onion.response).toMatch(/^I don't have a guide for onion yet/);
  });

  it('routes engine questions to the engines and cites them', async () => {
    const assistant = newAssistant();
    const soil = await assistant.ask('my soil pH is 5.2 and nitrogen 8 ppm');
    expect(soil.draft.tool).toBe('soil');
    expect(soil.response).toContain('pH 5.2: Strongly acid');
    expect(soil.sources[0]!.title).toBe('FarmSight soil analysis engine');

    const timing = await assistant.ask('tomatoes sown on 1 March — when is harvest?');
    expect(timing.draft.tool).toBe('growth');
    expect(timing.response).toContain('Expect harvest around 2026-07-14, about 135 days after sowing.');

    const spray = await assistant.ask('is 2,4-D safe for cotton?');
    expect(spray.draft.tool).toBe('pesticide');
    expect(spray.response.split('\n')[0]).toBe('2,4-D on Cotton:');
    expect(spray.response).toContain('is not suitable for Cotton');

    const list = await assistant.ask('what can I spray on grapes?');
    expect(list.response).toMatch(/^Pesticides for Grapes:\nSuitable: /);
    expect(list.response).toContain('Always follow the product label');
  });

  it('never lists a banned pesticide as suitable', async () => {
    const answer = await newAssistant().ask('can i use endosulfan on tomato');
    expect(answer.response).toContain('No: Endosulfan (insecticide) is not suitable for Tomatoes.');
  });

  it("answers disease treatment questions from the disease engine's advice, citing its fact sheet", async () => {
    const answer = await newAssistant().ask('how do I treat tomato late blight?');
    expect(answer.draft.tool).toBe('disease advice');
    expect(answer.response.split('\n')[0]).toBe('Late blight on tomato:');
    expect(answer.sources).toEqual([{ title: 'FarmSight disease advice', source: adviceByClass['Tomato___Late_blight']!.source }]);
  });

  it('leaves an ambiguous or unknown disease to the crop guides', async () => {
    const answer = await newAssistant().ask('how do I treat blight on my tomato?');
    expect(answer.draft.tool).toBeUndefined();
  });
});

describe('follow-ups', () => {
  it('repeats the previous question for a new crop', () => {
    const previous = { question: 'how do I treat tomato late blight?', cropId: 'tomato', response: '' };
    expect(resolveFollowUp('and for potatoes?', previous)).toMatchObject({ text: 'how do I treat potato late blight?', crop: { id: 'potato' } });
  });

  it('carries the crop over to a pronoun', () => {
    const previous = { question: 'cotton water requirement', cropId: 'cotton', response: '' };
    expect(resolveFollowUp('what fertilizer does it need?', previous)).toMatchObject({ text: 'what fertilizer does it need? (cotton)', crop: { id: 'cotton' } });
  });

  it('leaves a new question alone', () => {
    const previous = { question: 'cotton water requirement', cropId: 'cotton', response: '' };
    expect(resolveFollowUp('what is PM-KISAN?', previous)).toEqual({ text: 'what is PM-KISAN?', crop: undefined });
  });

  it('reads a follow-up against the conversation it is given, and returns the conversation with the new turn', async () => {
    const assistant = newAssistant();
    const first = await assistant.ask('how do I treat tomato late blight?');
    expect(first.conversation.turns).toEqual([{ question: 'how do I treat tomato late blight?', cropId: 'tomato', response: first.response }]);
    const same = await assistant.ask('and for potatoes?', { conversation: first.conversation });
    expect(same.response).toMatch(/^Late blight on potato:/);
    expect(same.conversation.turns.map((turn) => turn.question)).toEqual(['how do I treat tomato late blight?', 'how do I treat potato late blight?']);
    const fresh = await assistant.ask('and for potatoes?');
    expect(fresh.response).not.toMatch(/^Late blight on potato:/);
  });
});

describe('readers', () => {
  it('reads soil values in either order', () => {
    expect(readSoilTest('my soil pH is 5.2 and nitrogen 8 ppm')).toEqual({ pH: 5.2, nitrogen: 8 });
    expect(readSoilTest('Phosphorus 5 ppm and 90 ppm potassium')).toEqual({ phosphorus: 5, potassium: 90 });
    expect(readSoilTest('how do I raise soil pH?')).toEqual({});
  });

  it('reads dates in the forms farmers write them', () => {
    expect(readDate('sown on 1 March', '2026-01-15')).toBe('2026-03-01');
    expect(readDate('planted March 1st 2025', '2026-01-15')).toBe('2025-03-01');
    expect(readDate('planted on 15/06/2025', '2026-01-15')).toBe('2025-06-15');
    expect(readDate('sown 2025-11-10', '2026-01-15')).toBe('2025-11-10');
    expect(readDate('sown on 31 February', '2026-01-15')).toBeUndefined();
  });
});
