import { describe, expect, it } from 'vitest';
import { knowledge } from '../../knowledge';
import { analyzeSoil, labClassLines, phClassOf } from './analyze-soil';
import { phClasses } from './data/ph';

const full = { pH: 6.8, nitrogen: 30, phosphorus: 18, potassium: 180 };
const text = (value: string | string[]) => (Array.isArray(value) ? value.join(' ') : value);

describe('pH classes (USDA NRCS Soil Survey Manual)', () => {
  it('puts 4.8, 6.8 and 8.6 in their reaction classes', () => {
    expect(phClassOf(4.8).name).toBe('Very strongly acid');
    expect(phClassOf(6.8).name).toBe('Neutral');
    expect(phClassOf(8.6).name).toBe('Strongly alkaline');
  });

  it('uses the manual boundaries at one decimal', () => {
    expect([3.4, 3.5, 4.4, 4.5, 5.0, 5.1, 5.5, 5.6, 6.0, 6.1, 6.5, 6.6, 7.3, 7.4, 7.8, 7.9, 8.4, 8.5, 9.0, 9.1].map((pH) => phClassOf(pH).name)).toEqual([
      'Ultra acid',
      'Extremely acid',
      'Extremely acid',
      'Very strongly acid',
      'Very strongly acid',
      'Strongly acid',
      'Strongly acid',
      'Moderately acid',
      'Moderately acid',
      'Slightly acid',
      'Slightly acid',
      'Neutral',
      'Neutral',
      'Slightly alkaline',
      'Slightly alkaline',
      'Moderately alkaline',
      'Moderately alkaline',
      'Strongly alkaline',
      'Strongly alkaline',
      'Very strongly alkaline',
    ]);
    expect(phClassOf(0).name).toBe('Ultra acid');
    expect(phClassOf(14).name).toBe('Very strongly alkaline');
    for (const phClass of phClasses) expect(phClass.source).toContain('Soil Survey Manual');
  });

  it('gives opposite advice for acid and alkaline soil and none for neutral', () => {
    const acid = text(analyzeSoil({ ...full, pH: 4.8 }).analysis.pH!.recommendation);
    const neutral = text(analyzeSoil({ ...full, pH: 6.8 }).analysis.pH!.recommendation);
    const alkaline = text(analyzeSoil({ ...full, pH: 8.6 }).analysis.pH!.recommendation);
    expect(acid).toContain('Raise the pH: apply agricultural limestone to bring it up about 1.7 units to 6-6.5.');
    expect(acid).toContain('Typical rate: 1.7-5.1 t/acre (3.8-11.4 t/ha)');
    expect(acid).not.toMatch(/sulfur/i);
    expect(neutral).toMatch(/^No lime or sulfur needed/);
    expect(alkaline).toContain('Do not apply lime');
    expect(alkaline).toContain('elemental sulfur');
    expect(alkaline).toContain('gypsum');
    expect(text(analyzeSoil({ ...full, pH: 7.6 }).analysis.pH!.recommendation)).not.toContain('gypsum');
  });
});

describe('nitrogen (late-spring nitrate test)', () => {
  it('recommends (25 - test) x 8 lb N/acre below 25 ppm and none at or above it', () => {
    const low = analyzeSoil({ nitrogen: 10 }).analysis.Nitrogen!;
    expect(low.interpretation).toMatch(/^Deficient: 10 ppm/);
    expect(text(low.recommendation)).toContain('Sidedress about 120 lb N/acre (135 kg N/ha)');
    expect(text(analyzeSoil({ nitrogen: 0 }).analysis.Nitrogen!.recommendation)).toContain('about 200 lb N/acre');
    const enough = analyzeSoil({ nitrogen: 25 }).analysis.Nitrogen!;
    expect(enough.interpretation).toMatch(/^Sufficient: 25 ppm/);
    expect(enough.recommendation).toMatch(/^No additional nitrogen/);
  });
});

describe('phosphorus and potassium (Iowa State PM 1688)', () => {
  it('gives build-up, maintenance and no-fertilizer advice for low, optimum and high phosphorus', () => {
    const p = (ppm: number) => analyzeSoil({ pH: 6.5, phosphorus: ppm }).analysis.Phosphorus!;
    expect(p(5).interpretation).toMatch(/^Very Low \(5 ppm by Bray-1 \/ Mehlich-3/);
    expect(text(p(5).recommendation)).toContain('about 100 lb P2O5/acre (112 kg/ha)');
    expect(p(12).interpretation).toMatch(/^Low /);
    expect(text(p(12).recommendation)).toContain('about 75 lb P2O5/acre');
    expect(p(18).interpretation).toMatch(/^Optimum /);
    expect(p(18).recommendation).toMatch(/^Maintenance only/);
    expect(p(25).interpretation).toMatch(/^High /);
    expect(p(25).recommendation).toMatch(/^None needed this year/);
    expect(p(40).interpretation).toMatch(/^Very High /);
    expect(p(40).recommendation).toMatch(/avoid manure/);
  });

  it('switches to the Olsen ranges on alkaline soil and says so', () => {
    const acidSide = analyzeSoil({ pH: 7.3, phosphorus: 12 }).analysis.Phosphorus!;
    const alkaline = analyzeSoil({ pH: 7.4, phosphorus: 12 }).analysis.Phosphorus!;
    expect(acidSide.interpretation).toMatch(/^Low \(12 ppm by Bray-1 \/ Mehlich-3/);
    expect(alkaline.interpretation).toMatch(/^Optimum \(12 ppm by Olsen/);
    expect(alkaline.interpretation).toContain('The Olsen ranges are used because at pH 7.4');
    expect(analyzeSoil({ phosphorus: 12 }).analysis.Phosphorus!.interpretation).toContain('pH was not given');
  });

  it('gives different advice for low, optimum and high potassium', () => {
    const k = (ppm: number) => analyzeSoil({ potassium: ppm }).analysis.Potassium!;
    expect(k(100).interpretation).toMatch(/^Very Low \(100 ppm by ammonium acetate \/ Mehlich-3/);
    expect(text(k(100).recommendation)).toContain('about 130 lb K2O/acre');
    expect(text(k(140).recommendation)).toContain('about 90 lb K2O/acre');
    expect(k(180).recommendation).toMatch(/^Maintenance only/);
    expect(k(230).recommendation).toMatch(/^None needed this year/);
    expect(k(300).interpretation).toMatch(/^Very High/);
  });
});

describe('whole report', () => {
  it('marks missing values Not provided and treats 0 as a value', () => {
    const report = analyzeSoil({ pH: 6.2, nitrogen: 0 });
    expect(report.soilData).toEqual({ pH: 6.2, Nitrogen_ppm: 0, Phosphorus_ppm: 'Not provided', Potassium_ppm: 'Not provided' });
    expect(report.analysis.Phosphorus!.interpretation).toMatch(/^Not provided: no phosphorus value/);
    expect(report.analysis.Potassium!.interpretation).toMatch(/^Not provided: no potassium value/);
    expect(report.analysis.Nitrogen!.interpretation).toMatch(/^Deficient: 0 ppm/);
    expect(report.generalRecommendations['fertilizer plan']!.recommendation).toEqual([
      'Nitrogen: sidedress about 200 lb N/acre (224 kg N/ha).',
      'Phosphorus: not tested; test before buying P2O5.',
      'Potassium: not tested; test before buying K2O.',
    ]);
  });

  it('handles an empty report', () => {
    const report = analyzeSoil({});
    expect(Object.values(report.soilData)).toEqual(['Not provided', 'Not provided', 'Not provided', 'Not provided']);
    expect(report.analysis.pH!.interpretation).toMatch(/^Not provided/);
    expect(report.generalRecommendations.crops!.crops).toEqual([]);
  });

  it('derives the topics from the whole report', () => {
    const acid = analyzeSoil({ pH: 4.8, nitrogen: 8, phosphorus: 6, potassium: 100 });
    expect(Object.keys(acid.generalRecommendations)).toEqual(['pH management', 'fertilizer plan', 'organic matter', 'crops']);
    expect(acid.generalRecommendations['fertilizer plan']!.recommendation).toEqual([
      'Lime: apply it first (see pH management).',
      'Nitrogen: sidedress about 136 lb N/acre (152 kg N/ha).',
      'Phosphorus: build-up, about 100 lb P2O5/acre.',
      'Potassium: build-up, about 130 lb K2O/acre.',
    ]);
    const acidCrops = acid.generalRecommendations.crops!.crops!;
    // No legume in the catalogue tolerates pH 4.8, so the nitrogen-fixing group stays out.
    expect(acidCrops.map((crop) => crop.name)).toEqual(['Acid-tolerant crops']);
    expect(acidCrops[0]!.examples.length).toBeGreaterThan(0);
    for (const name of acidCrops[0]!.examples) {
      const { ph } = knowledge().resolver.resolve(name)!.climate;
      expect(ph[0] <= 4.8 && 4.8 <= ph[1], `${name} pH ${ph.join('-')}`).toBe(true);
    }
    expect(acidCrops[0]!.recommendation).toContain('Build up phosphorus and potassium before planting');
    const slightlyAcid = analyzeSoil({ pH: 6.2, nitrogen: 8 }).generalRecommendations.crops!.crops!;
    const legumes = slightlyAcid.find((group) => group.name === 'Nitrogen-fixing legumes')!;
    expect(legumes.examples.map((name) => knowledge().resolver.resolve(name)!.family)).toEqual(legumes.examples.map(() => 'Fabaceae'));
    expect(legumes.examples).toContain('Chickpea');
    expect(text(acid.generalRecommendations['organic matter']!.recommendation)).toContain('legume cover crop');

    const alkaline = analyzeSoil({ pH: 8.6, nitrogen: 40, phosphorus: 30, potassium: 300 });
    expect(analyzeSoil({ pH: 7.9 }).generalRecommendations.crops!.crops!.map((crop) => crop.name)).toEqual(['Salt- and alkali-tolerant crops']);
    expect(alkaline.generalRecommendations['fertilizer plan']!.recommendation).toEqual([
      'Nitrogen: none needed this season.',
      'Phosphorus: none needed.',
      'Potassium: none needed.',
    ]);
    expect(text(alkaline.generalRecommendations['organic matter']!.recommendation)).toContain('rate manure and compost by their phosphorus');

    const neutral = analyzeSoil(full);
    expect(neutral.generalRecommendations.crops!.crops!.map((crop) => crop.name)).toEqual([
      'Most field crops and vegetables',
      'Lime-loving legumes and brassicas',
    ]);
    expect(neutral.generalRecommendations['pH management']!.recommendation).toMatch(/^Keep the pH where it is/);
  });
});

describe('the lead lines outside India', () => {
  it('gives one line per measured value in the lab classes, marking those that need action', () => {
    expect(labClassLines({ pH: 6.8, nitrogen: 30, phosphorus: 12, potassium: null })).toEqual([
      {
        parameter: 'pH',
        label: 'Soil pH',
        value: 6.8,
        unit: '',
        rating: 'Neutral',
        attention: false,
        norm: 'Target 6-6.5; USDA NRCS Soil Survey Manual reaction classes',
      },
      {
        parameter: 'nitrogen',
        label: 'Nitrate nitrogen (N)',
        value: 30,
        unit: 'ppm',
        rating: 'Sufficient',
        attention: false,
        norm: 'Critical level 25 ppm; late-spring nitrate test',
      },
      {
        parameter: 'phosphorus',
        label: 'Phosphorus (P)',
        value: 12,
        unit: 'ppm',
        rating: 'Low',
        attention: true,
        norm: 'Optimum 16-20 ppm by Bray-1 / Mehlich-3; Iowa State PM 1688 classes',
      },
    ]);
    expect(labClassLines({ pH: 8.6, potassium: 180 }).map((line) => [line.rating, line.attention])).toEqual([
      ['Strongly alkaline', true],
      ['Optimum', false],
    ]);
  });
});

describe('the detailed reading for a farm in India (Soil Health Card, ADR 0039)', () => {
  const inIndia = { country: 'IN' };

  it('rates N, P and K by the card and turns the rating into a change of the crop dose, with no lab class', () => {
    const report = analyzeSoil({ pH: 6.8, nitrogen: 300, phosphorus: 8, potassium: 300 }, { ...inIndia, unit: 'kg/ha' });
    expect(report.soilData).toEqual({ pH: 6.8, Nitrogen_ppm: 133.93, Phosphorus_ppm: 3.57, Potassium_ppm: 133.93 });
    expect(report.analysis.Nitrogen).toMatchObject({
      interpretation: 'Medium (300 kg/ha available nitrogen; Soil Health Card norms: Low below 280, Medium 280-560, High above 560 kg/ha).',
      recommendation: "Apply the crop's recommended dose of nitrogen; choose a crop for its dose in bags.",
    });
    expect(report.analysis.Phosphorus).toMatchObject({
      interpretation: 'Low (8 kg/ha available phosphorus; Soil Health Card norms: Low below 10, Medium 10-25, High above 25 kg/ha).',
      recommendation: "Apply 25% more phosphorus than the crop's recommended dose; choose a crop for its dose in bags.",
    });
    expect(report.analysis.Potassium!.recommendation).toBe("Apply 25% less potassium than the crop's recommended dose; choose a crop for its dose in bags.");
    expect(report.generalRecommendations['fertilizer plan']!.description).toBe(
      "Doses follow the Soil Health Card ratings: for a Low nutrient 25% more of it than the crop's recommended dose, for a High one 25% less of it than the crop's recommended dose. Choose a crop for the plan in bags.",
    );
    expect(report.generalRecommendations['fertilizer plan']!.recommendation).toEqual([
      "Nitrogen: Medium, so the crop's recommended dose of nitrogen.",
      "Phosphorus: Low, so 25% more phosphorus than the crop's recommended dose.",
      "Potassium: High, so 25% less potassium than the crop's recommended dose.",
    ]);
    expect(report.generalRecommendations.crops!.crops![0]!.recommendation).toContain('Build up phosphorus before planting');
    expect(JSON.stringify(report)).not.toMatch(/Iowa|Optimum|nitrate test|Bray|Olsen|for corn/);
  });

  it('reads a low available N as a shortage a legume answers, and says what was not tested', () => {
    const report = analyzeSoil({ pH: 6.8, nitrogen: 100 }, inIndia);
    expect(report.analysis.Nitrogen!.interpretation).toMatch(/^Low \(224 kg\/ha available nitrogen;/);
    expect(report.generalRecommendations['fertilizer plan']!.recommendation).toEqual([
      "Nitrogen: Low, so 25% more nitrogen than the crop's recommended dose.",
      'Phosphorus: not tested; have it tested before buying P2O5.',
      'Potassium: not tested; have it tested before buying K2O.',
    ]);
    expect(report.generalRecommendations.crops!.crops!.map((group) => group.name)).toContain('Nitrogen-fixing legumes');
    expect(text(report.generalRecommendations['organic matter']!.recommendation)).toContain('legume cover crop');
  });
});

describe('the report in Hindi (ADR 0051)', () => {
  /** Every sentence of a report, in one list. */
  const sentences = (report: ReturnType<typeof analyzeSoil>) => [
    ...Object.values(report.analysis).flatMap((entry) => [entry.interpretation, entry.importance ?? '', text(entry.recommendation)]),
    ...Object.values(report.generalRecommendations).flatMap((entry) => [
      entry.description ?? '',
      text(entry.recommendation),
      ...(entry.crops ?? []).flatMap((crop) => [crop.name, crop.recommendation, ...crop.examples]),
    ]),
  ];
  /** Latin letters left once the units, the chemical symbols and the bodies' initials in brackets are taken out. */
  const latinLeft = (sentence: string) =>
    sentence
      .replace(/\((?:[A-Z]{2,6})\)/g, '')
      .replace(/\b(?:ppm|kg|ha|cm|pH|P2O5|K2O|N|ESP|SAR)\b/g, '')
      .match(/[A-Za-z]+/g) ?? [];

  it('words the Soil Health Card reading of a farm in India, and the lab classes elsewhere, with the same figures', () => {
    const card = analyzeSoil({ pH: 6.2, nitrogen: 250, phosphorus: 15, potassium: 200 }, { country: 'IN', unit: 'kg/ha', language: 'hi' });
    expect(card.analysis.pH?.interpretation).toBe(
      'हल्की अम्लीय (pH 6.2, अमेरिकी कृषि विभाग (USDA) की मिट्टी सर्वे पुस्तिका की श्रेणी): ज़्यादातर फ़सलों को पोषक तत्व मिलने के लिए सबसे अच्छी सीमा के पास।',
    );
    expect(card.analysis.Nitrogen?.recommendation).toBe('फ़सल की सुझाई मात्रा से 25% ज़्यादा नाइट्रोजन डालें; बोरियों में मात्रा के लिए फ़सल चुनें।');
    const lab = analyzeSoil({ pH: 5.2, nitrogen: 12, phosphorus: 12, potassium: 300 }, { country: 'GB', language: 'hi' });
    expect(lab.analysis.Nitrogen?.recommendation).toEqual(expect.arrayContaining([expect.stringMatching(/^मक्का में खड़ी फ़सल के पास लगभग 117 किलो नाइट्रोजन/)]));
    for (const report of [card, lab]) expect(sentences(report).flatMap(latinLeft)).toEqual([]);
  });

  it('rates the lines against norms worded in Hindi', () => {
    expect(labClassLines({ pH: 6.2, nitrogen: 30 }, 'hi').map((line) => line.norm)).toEqual([
      'लक्ष्य 6-6.5; अमेरिकी कृषि विभाग (USDA) की मिट्टी सर्वे पुस्तिका की श्रेणियाँ',
      'सीमा 25 ppm; देर बसंत की नाइट्रेट जाँच',
    ]);
  });
});
