import { beforeAll, describe, expect, it } from 'vitest';
import { knowledge } from '../../knowledge';
import { assistantKnowledgeDir } from '../../paths';
import { createAssistant } from './assistant';
import { english, hindi } from './data/replies';
import { schemeById } from '../schemes';
import { loadKnowledgeBase } from './answering/knowledge-base';
import { assistantTools } from './tools';
import { readDate } from './tools/crop-timing';
import { readSoilTest } from './tools/soil-readings';
import { devanagariShare } from './understanding/text';
import { seasonOn, understand } from './understanding/understand';

const prose = loadKnowledgeBase(assistantKnowledgeDir);
const newAssistant = () => createAssistant({ knowledge: knowledge(), prose, tools: assistantTools, today: () => '2026-01-15' });
/** Ludhiana, Punjab. */
const PUNJAB: [number, number] = [30.9, 75.85];

// The catalogue, the gazetteer and the assistant's lookups load once, outside the tests' time limit.
beforeAll(() => {
  understand('wheat in Sangrur', knowledge());
}, 60_000);

describe('understanding a question', () => {
  it('finds the crop under any name the catalogue knows, and a pest word is not a crop', () => {
    expect(understand('CATTERPILLAR IN BARSEEM', knowledge()).crop?.id).toBe('berseem');
    expect(understand('Suitable varieties of paddy (jhona)', knowledge()).crop?.id).toBe('rice');
    expect(understand('narma di kisam', knowledge()).crop?.id).toBe('cotton');
    expect(understand('catterpillar control', knowledge()).crop).toBeUndefined();
  });

  it("answers Devanagari in Hindi, anything else in the farmer's saved language when it has replies for it, else in English", () => {
    expect(understand('गेहूं में सिंचाई कब करें', knowledge(), 'en').language).toBe('hi');
    expect(understand('gehu me khad kitni dale', knowledge(), 'hi').language).toBe('hi');
    expect(understand('gehu me khad kitni dale', knowledge(), null).language).toBe('en');
    expect(understand('gehu me khad kitni dale', knowledge(), 'pa').language).toBe('en');
    expect(understand('gehu me khad kitni dale', knowledge(), 'toString').language).toBe('en');
  });

  it('reads the topic in English, Hinglish and Hindi, in any case', () => {
    expect(understand('SEED RATE OF MOONG', knowledge()).topic).toBe('seedRate');
    expect(understand('gehu me khad kitni dale', knowledge()).topic).toBe('nutrients');
    expect(understand('गेहूं में सिंचाई कब करें', knowledge())).toMatchObject({ topic: 'irrigation', language: 'hi', crop: { id: 'wheat' } });
    expect(understand('weed control in wheat', knowledge()).topic).toBe('weeds');
    expect(understand('market rate for cotton', knowledge()).topic).toBe('market');
  });

  it('reads a state or a district named in the question', () => {
    expect(understand('wheat varieties for haryana', knowledge()).namedState?.code).toBe('IN-HR');
    expect(understand('paddy transplanting time in Sangrur', knowledge()).namedState?.code).toBe('IN-PB');
  });

  it('knows the season from the date', () => {
    expect([seasonOn('2026-01-15'), seasonOn('2026-07-01'), seasonOn('2026-04-10')]).toEqual(['rabi', 'kharif', 'zaid']);
  });
});

describe('answers from the crop catalogue', () => {
  it('answers crop x topic x region with doses per acre and per ha, says the region and cites the source', async () => {
    const answer = await newAssistant().ask('seed rate of moong', { location: PUNJAB });
    expect(answer.draft.kind).toBe('catalogue');
    expect(answer.understood).toBe('For green gram in Punjab');
    expect(answer.response.split('\n')[0]).toBe('Seed rate for green gram (Punjab):');
    expect(answer.response).toMatch(/kg per acre \(\d+(\.\d)? kg per ha\)/);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.sources.every((source) => source.url?.startsWith('http'))).toBe(true);
  });

  it('reads a paddy blast described in words through the symptom guide, with its registered control and page', async () => {
    const answer = await newAssistant().ask('paddy leaves have spindle shaped spots with grey centre', { location: PUNJAB });
    expect(answer.draft).toMatchObject({ kind: 'tool', tool: 'symptom guide' });
    const lines = answer.response.split('\n');
    expect(lines[0]).toBe('Paddy (rice): what the symptoms point to (symptom guide)');
    expect(lines[2]).toBe('Likely causes: Blast (Magnaporthe oryzae (Pyricularia oryzae))');
    expect(lines.some((line) => line.startsWith('Tricyclazole 75% WP: '))).toBe(true);
    expect(answer.sources.some((source) => /CIB&RC.*p\. \d+/.test(source.source))).toBe(true);
  });

  it("says when another region stands in for the farmer's own", async () => {
    const answer = await newAssistant().ask('potato seed rate in Maharashtra');
    expect(answer.response).toContain("No entry for Maharashtra yet; this is Punjab's practice.");
  });

  it('puts what to avoid first when asked about watering before harvest', async () => {
    const answer = await newAssistant().ask('Should I irrigate wheat 15 days before harvest?', { location: PUNJAB });
    expect(answer.response.split('\n')[1]).toMatch(/^Avoid: /);
  });

  it('answers a named micronutrient from the deficiency facts, with the corrective dose and no spray-safety line', async () => {
    const answer = await newAssistant().ask('gehun mein manganese ki kami', { location: PUNJAB });
    const lines = answer.response.split('\n');
    expect(lines[0]).toBe('Manganese deficiency for wheat (Punjab):');
    expect(lines[1]).toMatch(/^Manganese deficiency\. Signs: /);
    expect(lines).toContain(
      'Manganese sulphate: 1 kg per acre (2.5 kg per ha) in 200 litres of water per acre (494 litres of water per ha), 0.5% solution; usually 3-4 sprays a week apart, on sunny days.',
    );
    expect(answer.response).not.toContain('Read the label');
    const hindi = await newAssistant().ask('गेहूं में मैंगनीज की कमी', { location: PUNJAB });
    expect(hindi.response.split('\n')[0]).toBe('गेहूं: मैंगनीज की कमी (पंजाब):');
  });

  it('answers a pest group ("sucking pests") with each pest of the crop in it, from the region of the farmer', async () => {
    const answer = await newAssistant().ask('sucking pests control in narma', { location: PUNJAB });
    const lines = answer.response.split('\n');
    expect(lines[0]).toBe('Pests and diseases for cotton (Punjab):');
    expect(lines.filter((line) => /^(Whitefly|Jassid|Thrips) \(/.test(line)).map((line) => line.split(' (')[0])).toEqual(['Whitefly', 'Jassid', 'Thrips']);
    expect(answer.draft.kind).toBe('catalogue');
  });

  it('answers a Devanagari question in Hindi around the same facts', async () => {
    const answer = await newAssistant().ask('आलू की किस्में', { location: PUNJAB });
    expect(answer.understood).toBe('पंजाब में आलू के लिए');
    expect(answer.response.split('\n')[0]).toBe('आलू: उन्नत किस्में (पंजाब):');
    expect(answer.response).toContain('Kufri');
  });
});

describe('honest answers', () => {
  it('refuses off-topic questions in one line', async () => {
    const answer = await newAssistant().ask('who won the cricket world cup?');
    expect(answer).toMatchObject({ response: english.offTopic, sources: [], understood: null });
    expect((await newAssistant().ask('क्रिकेट मैच कौन जीता?')).response).toBe(hindi.offTopic);
  });

  it('has no live prices and no forecast, and says where to look', async () => {
    const market = await newAssistant().ask('Market rate for cotton');
    expect(market.response).toMatch(/^I don't have live market prices for cotton, so I won't guess a rate\. Today's mandi prices are on e-NAM/);
    expect(market.sources.map((source) => source.url)).toEqual(['https://enam.gov.in/web/dashboard/trade-data', 'https://agmarknet.gov.in/']);
    const weather = await newAssistant().ask('What is the weather tomorrow');
    expect(weather.response).toMatch(/^Weather forecasts are not available in FarmSight yet\./);
  });

  it("gives the Kisan Call Centre and the scheme's own helpline", async () => {
    const answer = await newAssistant().ask('Contact number of the insurance company');
    expect(answer.response).toBe(
      `${english.kisanCallCentre}\nPMFBY crop insurance (India) helpline: 14447\n${english.localOffices(undefined, 'https://kvk.icar.gov.in/')}`,
    );
    expect(answer.sources[0]!.url).toBe('https://dackkms.gov.in/account/aboutkcc.aspx');
  });

  it('never recommends a banned product', async () => {
    const answer = await newAssistant().ask('can i use endosulfan on tomato');
    expect(answer.draft.kind).toBe('safety');
    expect(answer.response).toMatch(/^Do not use Endosulfan: it is banned in India/);
  });

  it('answers first and says after the nearest facts what they do not cover', async () => {
    const answer = await newAssistant().ask('wheat weed control with drones', { location: PUNJAB });
    expect(answer.draft.kind).toBe('unknown');
    const lines = answer.response.split('\n');
    expect([lines[0], lines.at(-1)]).toEqual(['Weed control for wheat (Punjab):', english.notExactly('drones')]);
  });

  it('says what it does not know for a crop, and which topics it has', async () => {
    const answer = await newAssistant().ask('cold storage of brinjal');
    expect(answer.draft.kind).toBe('unknown');
    expect(answer.response).toMatch(/^I don't know the storage for brinjal yet, and I won't guess\./);
  });
});

describe('reading what is asked', () => {
  it('refuses a request outside farming in one line even when it names a crop, and keeps farm machinery and storage as farming', async () => {
    const assistant = newAssistant();
    for (const question of ['aloo paratha recipe', 'write a poem on wheat', 'who won the cricket match']) {
      const answer = await assistant.ask(question);
      expect([answer.draft.kind, answer.response]).toEqual(['off-topic', english.offTopic]);
    }
    expect(understand('power tiller subsidy', knowledge()).aboutFarming).toBe(true);
    expect(understand('how to store grain at home', knowledge()).offTopic).toBe(false);
  });

  it('names a crop it has no advice for instead of answering for a look-alike, and asks back on a near spelling', async () => {
    const haldi = await newAssistant().ask('haldi ki kheti', { location: PUNJAB });
    expect(haldi.response).toBe(english.otherCrop('turmeric', 'haldi', true));
    const misspelt = await newAssistant().ask('turmerik varieties', { location: PUNJAB });
    expect(misspelt.response).toMatch(/^Do you mean turmeric \(haldi\)\? /);
    expect(understand('how to raise soil organic matter', knowledge()).crop).toBeUndefined();
  });

  it("answers Hindi in Devanagari: figures and product names stay, the state guide's weed notes and timings in Hindi", async () => {
    const answer = await newAssistant().ask('गेहूं में खरपतवार की दवा', { location: PUNJAB });
    expect(answer.response).toMatch(/^गेहूं: खरपतवार नियंत्रण \(पंजाब\):\nगुल्ली डंडा \(मंडूसी\), उसके उगने से पहले:\n/);
    expect(answer.response).toContain(
      'Pendimethalin 30 EC: 1.5 लीटर प्रति एकड़ (3.7 लीटर प्रति हेक्टेयर), 200 लीटर प्रति एकड़ (494 लीटर प्रति हेक्टेयर) पानी में, बुवाई के तुरंत बाद।',
    );
    expect(answer.response).not.toContain(hindi.detailsInEnglish);
    expect(devanagariShare(answer.response)).toBeGreaterThanOrEqual(0.9);
  });

  it('answers a pest no practice holds with the products registered against it on the crop, never a listed one', async () => {
    const answer = await newAssistant().ask('shoot fly in sorghum', { location: PUNJAB });
    const lines = answer.response.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Pests and diseases for sorghum (India):', english.registeredFor]);
    expect(lines.length).toBeGreaterThan(2);
    expect(answer.response).not.toMatch(/Carbofuran/);
  });

  it('takes the Hindi topic word, not a postposition, as what is asked', async () => {
    const answer = await newAssistant().ask('गेहूं में पानी कब दें?', { location: PUNJAB });
    expect(answer.draft.kind).toBe('catalogue');
    expect(answer.response.split('\n')[0]).toBe('गेहूं: सिंचाई (पंजाब):');
  });
});

describe('follow-ups', () => {
  it('carries the scheme through "iski" and answers what is asked of it from its facts, in Hindi for a Devanagari question', async () => {
    const assistant = newAssistant();
    const first = await assistant.ask('pm kisan yojana');
    const when = await assistant.ask('iski agli kist kab', { conversation: first.conversation });
    expect(when.response).toBe(
      [
        'PM-KISAN (Pradhan Mantri Kisan Samman Nidhi):',
        'April–July: First instalment of ₹2,000',
        'August–November: Second instalment of ₹2,000',
        'December–March: Third instalment of ₹2,000',
        english.instalmentNow('December–March', 'April–July', 'First instalment of ₹2,000'),
        english.releaseAnnounced('https://pmkisan.gov.in/'),
      ].join('\n'),
    );
    const helpline = await assistant.ask('iska helpline number', { conversation: first.conversation });
    expect(helpline.response).toContain('PM-KISAN income support scheme (India) helpline: 155261 or 1800-115-5266 (toll free)');
    const hindi = await newAssistant().ask('पीएम किसान की पात्रता क्या है');
    expect(hindi.response).toBe(['प्रधानमंत्री किसान सम्मान निधि:', ...schemeById('pm-kisan', 'hi')!.eligibility].join('\n'));
  });

  it("tells that a product asked for the previous answer's pest makes it worse", async () => {
    const assistant = newAssistant();
    const first = await assistant.ask('planthopper in paddy', { location: PUNJAB });
    expect(first.response).toMatch(/Do not spray synthetic pyrethroids and some organophosphates \(cypermethrin, /);
    const second = await assistant.ask('is deltamethrin ok for it', { location: PUNJAB, conversation: first.conversation });
    expect(second.draft.kind).toBe('safety');
    expect(second.response.split('\n').slice(0, 2)).toEqual([
      english.dontSpray(
        'deltamethrin',
        'Brown and whitebacked planthoppers',
        'rice',
        'synthetic pyrethroids and some organophosphates',
        'they kill the spiders and mirid bugs that eat planthoppers and make the hoppers breed faster, so the attack comes back worse (resurgence) and hopper burn spreads',
      ),
      english.useInstead,
    ]);
  });

  it('carries the topic to a new crop and the crop to a new state', async () => {
    const assistant = newAssistant();
    const wheat = await assistant.ask('seed rate of wheat', { location: PUNJAB });
    const moong = await assistant.ask('and for moong?', { location: PUNJAB, conversation: wheat.conversation });
    expect(moong).toMatchObject({ question: 'and for moong? (For green gram in Punjab)', understood: 'For green gram in Punjab' });
    expect(moong.response.split('\n')[0]).toBe('Seed rate for green gram (Punjab):');
    // The conversation comes back with the new turn, for the caller to keep.
    expect(moong.conversation.turns).toHaveLength(2);
    expect(moong.conversation.turns[0]).toEqual(wheat.conversation.turns[0]);
    expect(moong.conversation.turns[1]).toMatchObject({ topic: wheat.conversation.turns[0]!.topic, response: moong.response });
    // Without the conversation, the same words are a question of their own.
    const other = await assistant.ask('and for moong?', { location: PUNJAB });
    expect(other.response.split('\n')[0]).not.toBe('Seed rate for green gram (Punjab):');
  });

  it('carries the scheme of the earlier turn', async () => {
    const assistant = newAssistant();
    const { conversation } = await assistant.ask('what is PM-KISAN?');
    const answer = await assistant.ask('is it only for small farmers?', { conversation });
    expect(answer.understood).toBe('PM-KISAN income support scheme (India)');
    expect(answer.response).toContain('whatever the size of their land');
  });
});

describe('engines', () => {
  it('reads soil tests and sowing dates before the catalogue', async () => {
    const soil = await newAssistant().ask('my soil pH is 5.2 and nitrogen 8 ppm');
    expect(soil.draft.tool).toBe('soil');
    expect(soil.response).toContain('pH 5.2: Strongly acid');
    const timing = await newAssistant().ask('tomatoes sown on 1 March — when is harvest?');
    expect(timing.draft.tool).toBe('growth');
    expect(timing.response).toMatch(/^Tomato sown on 2026-03-01:\nExpect harvest around 2026-\d\d-\d\d/);
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

/** The figures of a text, in order of size: a rendering must carry the same ones. */
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((figure) => figure.replace(/,/g, '')).sort();

describe('Hindi', () => {
  it('renders every knowledge page section with the figures of its English original', () => {
    const hindiSections = prose.sections.filter((section) => section.language === 'hi');
    expect(hindiSections.length).toBeGreaterThan(40);
    for (const section of hindiSections) {
      const original = prose.twin(section, 'en')!;
      expect({ id: section.id, figures: figures(section.sentences.join(' ')) }).toEqual({ id: section.id, figures: figures(original.sentences.join(' ')) });
    }
  });

  it('answers an everyday question in Devanagari from the Hindi page, with the same sources', async () => {
    const answer = await newAssistant().ask('मिट्टी में जैविक पदार्थ कैसे बढ़ाएं', { location: PUNJAB });
    expect(answer.draft.kind).toBe('knowledge');
    expect(answer.response.split('\n')[0]).toBe('मिट्टी में जैविक पदार्थ कैसे बढ़ाएँ:');
    expect(answer.response).toContain('5-10 टन प्रति हेक्टेयर');
    expect(devanagariShare(answer.response)).toBeGreaterThan(0.95);
    expect(answer.sources.map((source) => source.url)).toContain('https://iiss.icar.gov.in/');
  });

  it('gives the PM-KISAN calendar in Hindi months from the schemes directory', async () => {
    const answer = await newAssistant().ask('पीएम किसान की अगली किस्त कब आएगी');
    expect(answer.response.split('\n')).toEqual([
      'प्रधानमंत्री किसान सम्मान निधि:',
      'अप्रैल–जुलाई: ₹2,000 की पहली किस्त',
      'अगस्त–नवंबर: ₹2,000 की दूसरी किस्त',
      'दिसंबर–मार्च: ₹2,000 की तीसरी किस्त',
      hindi.instalmentNow('दिसंबर–मार्च', 'अप्रैल–जुलाई', '₹2,000 की पहली किस्त'),
      hindi.releaseAnnounced('https://pmkisan.gov.in/'),
    ]);
  });
});

describe('engines in Hindi', () => {
  it('rates soil readings and works out the season in Hindi for a Devanagari question', async () => {
    const soil = await newAssistant().ask('मिट्टी का pH 5.2 है', { location: PUNJAB });
    expect(soil.response.split('\n').slice(0, 2)).toEqual(['आपकी मिट्टी की जाँच, हमारे मिट्टी विश्लेषण से:', 'pH 5.2: तेज़ अम्लीय']);
    const timing = await newAssistant().ask('गेहूं 15 नवंबर को बोया, कटाई कब होगी', { location: PUNJAB });
    expect(timing.response.split('\n').slice(0, 2)).toEqual(['गेहूं, बुवाई 15 नवंबर 2026:', 'कटाई लगभग 1 अप्रैल 2027 के आसपास होगी, बुवाई के लगभग 137 दिन बाद।']);
  });
});

describe('asking back', () => {
  it('asks which crop a misspelt word means when it reads two crops equally well, and answers the one named next', async () => {
    const assistant = newAssistant();
    const first = await assistant.ask('totato seed rate', { location: PUNJAB });
    expect(first.draft.kind).toBe('ask-back');
    expect(first.response).toBe(english.whichOne(['potato', 'tomato']));
    const second = await assistant.ask('tomato', { location: PUNJAB, conversation: first.conversation });
    expect(second.response.split('\n')[0]).toBe('Seed rate for tomato (Madhya Pradesh):');
  });

  it('asks back in Hindi for a Devanagari question, and never for a crop named exactly', async () => {
    const answer = await newAssistant().ask('totato ki beej dar', { location: PUNJAB, language: 'hi' });
    expect(answer.response).toBe(hindi.whichOne(['आलू', 'टमाटर']));
    expect((await newAssistant().ask('potato seed rate', { location: PUNJAB })).draft.kind).toBe('catalogue');
  });
});

describe('contacts', () => {
  it("names the district's KVK from the cited list when the farm is in it, with the Kisan Call Centre", async () => {
    const raichur: [number, number] = [16.2, 77.35];
    const answer = await newAssistant().ask('KVK contact number', { location: raichur });
    expect(answer.response.split('\n').slice(0, 2)).toEqual([
      english.districtKvk('Krishi Vigyan Kendra, Raichur', 'University of Agricultural Sciences, Raichur', undefined),
      english.kisanCallCentre,
    ]);
    expect(answer.sources[0]!.url).toBe('https://www.uasraichur.edu.in/index.php/en/extension/krishi-vigyan-kendras/krishi-vigyan-kendras');
    const named = await newAssistant().ask('KVK number for Bidar', { location: raichur });
    expect(named.response.split('\n')[0]).toBe(english.districtKvk('Krishi Vigyan Kendra, Bidar', 'University of Agricultural Sciences, Raichur', undefined));
  });

  it('without a listed KVK gives the Kisan Call Centre and the state department, and the KVK portal', async () => {
    const answer = await newAssistant().ask('KVK contact number', { location: PUNJAB });
    expect(answer.response.split('\n')).toEqual([english.kisanCallCentre, english.localOffices('Punjab', 'https://kvk.icar.gov.in/')]);
  });
});

describe("the farmer's units from the profile", () => {
  /** Punjab's kanal, 505.857 m² (india/land-units.json). */
  const PUNJAB_KANAL = { landUnit: { id: 'kanal' as const, squareMetres: 505.857 }, yieldUnit: 'quintal-per-acre' as const };

  it("adds each dose per one of the farm's local land unit, after the published per acre and per ha", async () => {
    const answer = await newAssistant().ask('weed control in wheat', { location: PUNJAB, units: PUNJAB_KANAL });
    expect(answer.response).toContain('Pendimethalin 30 EC: 1.5 litre per acre (3.7 litre per ha); 0.19 litre per kanal in 200 litres of water per acre');
    const hindi = await newAssistant().ask('गेहूं की बीज दर', { location: PUNJAB, units: PUNJAB_KANAL });
    expect(hindi.response).toContain('बीज दर: 40 kg प्रति एकड़ (99 kg प्रति हेक्टेयर); 5 kg प्रति कनाल');
  });

  it('gives yields in the chosen unit first, and per acre and per ha only when no unit was chosen', async () => {
    const chosen = await newAssistant().ask('wheat yield', { location: PUNJAB, units: { landUnit: null, yieldUnit: 'quintal-per-hectare' } });
    expect(chosen.response).toContain('Typical yield: about 50-60 quintals per hectare (5-6 t per ha)');
    const none = await newAssistant().ask('wheat yield', { location: PUNJAB });
    expect(none.response).toContain('Typical yield: 5-6 t per ha (about 20.2-24.3 quintals per acre)');
    expect(none.response).not.toContain('kanal');
  });
});
