import { describe, expect, it } from 'vitest';
import { knowledge } from '../../knowledge';
import { checkSchemes, schemesFile, schemesFileSchema } from './data';
import { findSchemes, instalmentTiming, schemeById, schemeMentioned } from './directory';

const crop = (id: string) => knowledge().catalogue.crops.find((entry) => entry.id === id)!;
const ids = (schemes: { id: string }[]) => schemes.map((scheme) => scheme.id);

const CENTRAL = ['pm-kisan', 'pmfby', 'kisan-credit-card', 'pmksy-pdmc', 'soil-health-card', 'e-nam', 'pkvy', 'smam', 'pm-kusum', 'rkvy'];

describe('the schemes directory', () => {
  it("lists a Maharashtra farm's state scheme first, then the ten central schemes, and no other state's or country's", () => {
    const schemes = findSchemes({ country: 'IN', state: 'IN-MH', landHa: 1.5, crop: null, all: false });
    expect(ids(schemes)).toEqual(['mh-namo-shetkari', ...CENTRAL]);
    expect(schemes.every((scheme) => scheme.fit.verdict === 'fits')).toBe(true);
    const pmKisan = schemes.find((scheme) => scheme.id === 'pm-kisan')!;
    expect(pmKisan.benefit).toBe('₹6,000 a year in three instalments of ₹2,000.');
    expect(pmKisan.helplines.map((line) => line.number)).toEqual(['155261', '011-24300606']);
    expect(pmKisan.status?.url).toBe('https://pmkisan.gov.in/');
    expect(pmKisan.sources[0]!.url).toBe('https://pmkisan.gov.in/');
  });

  it('leaves out what needs land for a landless farmer, and what caps the holding for a large one', () => {
    const landless = ids(findSchemes({ country: 'IN', state: 'IN-OR', landHa: 0, crop: null, all: false }));
    expect(landless).toContain('od-cm-kisan');
    expect(landless).toContain('pmfby');
    expect(landless).not.toContain('pm-kisan');
    const large = findSchemes({ country: 'IN', state: 'IN-OR', landHa: 5, crop: null, all: true });
    expect(large.find((scheme) => scheme.id === 'od-cm-kisan')!.fit).toEqual({ verdict: 'does-not-fit', reasons: ['For holdings up to 2 ha; yours is 5 ha.'] });
    expect(ids(findSchemes({ country: 'IN', state: 'IN-OR', landHa: 5, crop: null, all: false }))).not.toContain('od-cm-kisan');
  });

  it("filters by the chosen crop's season", () => {
    const wheat = findSchemes({ country: 'IN', state: 'IN-GJ', landHa: 2, crop: crop('wheat'), all: true }).find((scheme) => scheme.id === 'gj-kisan-sahay')!;
    expect(wheat.fit).toEqual({ verdict: 'does-not-fit', reasons: ['Covers kharif crops; Wheat is grown in rabi.'] });
    expect(ids(findSchemes({ country: 'IN', state: 'IN-GJ', landHa: 2, crop: crop('cotton'), all: false }))[0]).toBe('gj-kisan-sahay');
  });

  it("gives a farm in the United States or the EU its own country's programmes", () => {
    expect(ids(findSchemes({ country: 'US', state: null, landHa: 40, crop: null, all: false }))).toEqual(['usda-fsa-loans', 'nrcs-eqip']);
    expect(ids(findSchemes({ country: 'FR', state: null, landHa: 40, crop: null, all: false }))).toEqual(['eu-cap-income-support']);
  });

  it("words why a scheme does not fit in the farmer's language (Hindi: the state, season and crop named in Hindi)", () => {
    const inHindi = (filter: Omit<Parameters<typeof findSchemes>[0], 'all' | 'language'>, id: string) =>
      findSchemes({ ...filter, all: true, language: 'hi' }).find((scheme) => scheme.id === id)!.fit.reasons;
    expect(inHindi({ country: 'IN', state: 'IN-OR', landHa: 5, crop: null }, 'od-cm-kisan')).toEqual(['2 हेक्टेयर तक की जोत के लिए; आपकी 5 हेक्टेयर है।']);
    expect(inHindi({ country: 'IN', state: 'IN-GJ', landHa: 2, crop: crop('wheat') }, 'gj-kisan-sahay')).toEqual(['ख़रीफ़ की फ़सलों के लिए; गेहूं रबी में उगाई जाती है।']);
    expect(inHindi({ country: 'IN', state: 'IN-PB', landHa: 2, crop: null }, 'gj-kisan-sahay')).toEqual(['गुजरात के खेतों के लिए।']);
    expect(inHindi({ country: 'US', state: null, landHa: 2, crop: null }, 'pm-kisan')).toEqual(['भारत के खेतों के लिए।']);
  });

  it('says what it could not check without a location or land area', () => {
    const pmKisan = findSchemes({ country: null, state: null, landHa: null, crop: null, all: false }).find((scheme) => scheme.id === 'pm-kisan')!;
    expect(pmKisan.fit).toEqual({
      verdict: 'check',
      reasons: ["Your farm's location is not set, so its country and state are not known.", 'Your land area is not set.'],
    });
  });
});

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The figures of a text, in order: a Hindi twin must carry the English one's. A full English date ("1 January 2025")
 * is read as the DD/MM/YYYY the Hindi writes, so its month counts as a figure too.
 */
const figures = (text: string) =>
  (
    text
      .replace(new RegExp(`(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})`, 'g'), (_, day, month, year) => `${day}/${MONTHS.indexOf(month) + 1}/${year}`)
      .match(/\d+(?:[.,]\d+)*/g) ?? []
  )
    .map((figure) => Number(figure.replace(/,/g, '')))
    .sort((a, b) => a - b);

/**
 * Latin-letter words other than what a Hindi screen allows (ADR 0060): bodies' initials in brackets ("(RSK)") and the
 * Soil Health Card's own symbols.
 */
const latinWords = (text: string) =>
  text
    .replace(/\([A-Z]{2,6}\)/g, '')
    .replace(/\b(?:pH|OC|EC|Zn|Fe|Mn|Cu)\b/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

describe('the schemes directory in Hindi', () => {
  it('words every text of every scheme in Devanagari, with the figures of its English twin', () => {
    const { schemes } = schemesFile();
    expect(schemes).toHaveLength(21);
    for (const scheme of schemes) {
      const english = schemeById(scheme.id)!;
      const hindi = schemeById(scheme.id, 'hi')!;
      const pairs: [string, string][] = [
        [english.category, hindi.category],
        [english.summary, hindi.summary],
        [english.benefit, hindi.benefit],
        [english.apply.how, hindi.apply.how],
        ...english.eligibility.map((line, index): [string, string] => [line, hindi.eligibility[index]!]),
        ...english.apply.documents.map((line, index): [string, string] => [line, hindi.apply.documents[index]!]),
        ...english.calendar.flatMap((entry, index): [string, string][] => [
          [entry.period, hindi.calendar[index]!.period],
          [entry.what, hindi.calendar[index]!.what],
        ]),
        ...(english.status ? [[english.status.how, hindi.status!.how] as [string, string]] : []),
        ...english.helplines.map((line, index): [string, string] => [line.label, hindi.helplines[index]!.label]),
      ];
      for (const [en, hi] of pairs)
        expect({ id: scheme.id, hi, latin: latinWords(hi), figures: figures(hi) }).toEqual({ id: scheme.id, hi, latin: [], figures: figures(en) });
      expect(latinWords(hindi.nameHi)).toEqual([]);
    }
  });

  it("answers in Hindi when asked: PM-KISAN's benefit, calendar and helpline, and the state by its Hindi name", () => {
    const [namo, pmKisan] = findSchemes({ country: 'IN', state: 'IN-MH', landHa: 1.5, crop: null, all: false, language: 'hi' });
    expect(namo!.state).toEqual({ code: 'IN-MH', name: 'महाराष्ट्र' });
    expect(pmKisan!.benefit).toBe('साल में ₹6,000, ₹2,000 की तीन किस्तों में।');
    expect(pmKisan!.calendar[0]).toEqual({ period: 'अप्रैल–जुलाई', what: '₹2,000 की पहली किस्त' });
    expect(pmKisan!.helplines).toEqual([
      { number: '155261', label: 'पीएम-किसान हेल्पलाइन' },
      { number: '011-24300606', label: 'पीएम-किसान हेल्पलाइन' },
    ]);
    expect(instalmentTiming('pm-kisan', new Date('2026-11-28T00:00:00Z'), 'hi')?.next).toEqual({ period: 'दिसंबर–मार्च', what: '₹2,000 की तीसरी किस्त' });
  });

  it('refuses at start a scheme without its Hindi, or with Hindi lists that do not render the English line for line', () => {
    const withoutHindi = structuredClone(schemesFile()) as Record<string, unknown> & { schemes: Record<string, unknown>[] };
    delete withoutHindi.schemes[0]!.summaryHi;
    const parsed = schemesFileSchema.safeParse(withoutHindi);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['schemes.0.summaryHi']);

    const shortList = structuredClone(schemesFile());
    shortList.schemes[1]!.eligibilityHi.pop();
    expect(() => checkSchemes(shortList)).toThrow('schemes.json: schemes.1.eligibilityHi: 1 Hindi lines for 2 English ones');
  });
});

describe('what the assistant can ask', () => {
  it('finds the scheme a question names, in Hinglish or Hindi', () => {
    expect(schemeMentioned('PM KISAN kist kab aayegi')?.id).toBe('pm-kisan');
    expect(schemeMentioned('किसान सम्मान निधि की किस्त कब आएगी')?.id).toBe('pm-kisan');
    expect(schemeMentioned('fasal bima ka claim kaise kare')?.id).toBe('pmfby');
    expect(schemeMentioned('what is the weather today')).toBeUndefined();
  });

  it("tells which PM-KISAN window a date is in and the next one, across the year's end", () => {
    expect(instalmentTiming('pm-kisan', new Date('2026-11-28T00:00:00Z'))).toEqual({
      current: { period: 'August–November', what: 'Second instalment of ₹2,000' },
      next: { period: 'December–March', what: 'Third instalment of ₹2,000' },
    });
    expect(instalmentTiming('pm-kisan', new Date('2027-02-10T00:00:00Z'))?.next.period).toBe('April–July');
    expect(instalmentTiming('pmfby', new Date('2027-02-10T00:00:00Z'))).toBeUndefined();
  });
});
