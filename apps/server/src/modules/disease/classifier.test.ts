import { describe, expect, it } from 'vitest';
import {
  gateSentences,
  interpretPrediction,
  knownCrops,
  type ModelSpec,
  NOT_A_LEAF_PREDICTION,
  softmax,
  UNCLEAR_PREDICTION,
  UNKNOWN_CROP_PREDICTION,
} from './classifier';
import { adviceByClass, adviceByLanguage } from './data/advice';

const spec: ModelSpec = {
  classes: ['Tomato___Late_blight', 'Tomato___healthy', 'Potato___Late_blight', 'Corn_(maize)___Common_rust_'],
  input: { name: 'input', size: 80, layout: 'NCHW' },
  mean: [0.485, 0.456, 0.406],
  std: [0.229, 0.224, 0.225],
  resize: 'centre crop, bilinear',
  lowConfidenceThreshold: 0.5,
  minPlantFraction: 0.05,
  minDetail: 1.5,
  maxGrain: 0.8,
  minColours: 1500,
  temperature: 0.5,
  minLeafScore: -2,
  maxClassDistance: 300,
  minTrustScore: 0.5,
};
/** A photo that passes every check of the photo itself. */
const leafPhoto = { plantFraction: 0.6, detail: 8, grain: 0.4, colours: 9000 };
/** A leaf near the training classes, by the gate's two scores. */
const knownLeaf = { leafScore: 3, trustScore: 2, classDistance: 120 };
const scores = (probabilities: number[], gate: Partial<typeof knownLeaf> = {}) => ({ probabilities, ...knownLeaf, ...gate });

describe('softmax', () => {
  it('turns logits into probabilities that sum to 1, keeping the order', () => {
    const probabilities = softmax([2, 1, 0, 1000]);
    expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 10);
    expect(probabilities[3]).toBeCloseTo(1, 10);
    const [low, high] = softmax([0, Math.log(3)]);
    expect(low).toBeCloseTo(0.25, 12);
    expect(high).toBeCloseTo(0.75, 12);
  });

  it('divides the logits by the temperature first: under 1 sharpens, over 1 flattens, never reorders', () => {
    const [low, high] = softmax([0, Math.log(3)], 0.5);
    expect(low).toBeCloseTo(0.1, 12);
    expect(high).toBeCloseTo(0.9, 12);
    expect(softmax([0, Math.log(3)], 2)[1]).toBeCloseTo(Math.sqrt(3) / (1 + Math.sqrt(3)), 12);
  });
});

describe('interpretPrediction', () => {
  it('names crop and disease with the advice of the most likely class, and the top 3 in order', () => {
    const result = interpretPrediction(scores([0.8, 0.05, 0.1, 0.05]), leafPhoto, spec, adviceByClass);
    expect(result).toMatchObject({
      verdict: 'diagnosis',
      prediction: 'Tomato — Late blight',
      crop: 'Tomato',
      disease: 'Late blight',
      healthy: false,
      confidence: 0.8,
    });
    expect(result.top).toEqual([
      { label: 'Tomato — Late blight', confidence: 0.8 },
      { label: 'Potato — Late blight', confidence: 0.1 },
      { label: 'Tomato — Healthy', confidence: 0.05 },
    ]);
    expect(result.advice?.source).toBe('Cornell University (Vegetable MD Online), "Late Blight of Potato and Tomato" fact sheet');
  });

  it('says Healthy for a healthy leaf', () => {
    const result = interpretPrediction(scores([0.1, 0.85, 0.03, 0.02]), leafPhoto, spec, adviceByClass);
    expect(result).toMatchObject({ prediction: 'Tomato — Healthy', crop: 'Tomato', disease: null, healthy: true });
    expect(result.advice?.management[0]).toMatch(/^No treatment needed/);
  });

  it('calls the photo unclear below the confidence threshold, with no candidates and no advice', () => {
    const result = interpretPrediction(scores([0.45, 0.25, 0.2, 0.1]), leafPhoto, spec, adviceByClass);
    expect(result).toEqual({
      verdict: 'unclear',
      prediction: UNCLEAR_PREDICTION,
      crop: null,
      disease: null,
      healthy: null,
      advice: null,
      confidence: 0.45,
      top: [],
    });
  });

  it('calls a confident answer unclear where the trust head expects the classifier to err', () => {
    const result = interpretPrediction(scores([0.97, 0.01, 0.01, 0.01], { trustScore: 0.49 }), leafPhoto, spec, adviceByClass);
    expect(result).toMatchObject({ verdict: 'unclear', prediction: UNCLEAR_PREDICTION, top: [], advice: null });
    expect(interpretPrediction(scores([0.97, 0.01, 0.01, 0.01], { trustScore: 0.5 }), leafPhoto, spec, adviceByClass).verdict).toBe('diagnosis');
  });

  it('says the photo is not a leaf under the leaf-score threshold, however confident the classes are', () => {
    const result = interpretPrediction(scores([0.97, 0.01, 0.01, 0.01], { leafScore: -2.01 }), leafPhoto, spec, adviceByClass);
    expect(result).toEqual({
      verdict: 'not-a-leaf',
      prediction: 'This does not look like a plant leaf.',
      crop: null,
      disease: null,
      healthy: null,
      advice: null,
      confidence: 0.97,
      top: [],
    });
    expect(interpretPrediction(scores([0.97, 0.01, 0.01, 0.01], { leafScore: -2 }), leafPhoto, spec, adviceByClass).verdict).toBe('diagnosis');
  });

  it('says the leaf is of a crop the model does not know beyond the class distance, before judging the confidence', () => {
    for (const probabilities of [
      [0.97, 0.01, 0.01, 0.01],
      [0.3, 0.3, 0.2, 0.2],
    ]) {
      const result = interpretPrediction(scores(probabilities, { classDistance: 300.5 }), leafPhoto, spec, adviceByClass);
      expect(result).toMatchObject({ verdict: 'unknown-crop', prediction: 'This looks like a leaf of a crop the model does not know.', top: [], advice: null });
    }
    expect(interpretPrediction(scores([0.97, 0.01, 0.01, 0.01], { classDistance: 300 }), leafPhoto, spec, adviceByClass).verdict).toBe('diagnosis');
    // Not a leaf wins over an unknown crop: a far photo that the head refuses is not a leaf at all.
    expect(interpretPrediction(scores([0.97, 0.01, 0.01, 0.01], { leafScore: -5, classDistance: 900 }), leafPhoto, spec, adviceByClass).prediction).toBe(
      NOT_A_LEAF_PREDICTION,
    );
    expect(UNKNOWN_CROP_PREDICTION).toBe('This looks like a leaf of a crop the model does not know.');
  });

  it('says the photo is not a leaf when too few pixels have leaf colours, however confident the model is, with no candidates', () => {
    const result = interpretPrediction(scores([0.97, 0.01, 0.01, 0.01]), { ...leafPhoto, plantFraction: 0.01 }, spec, adviceByClass);
    expect(result.prediction).toBe('This does not look like a plant leaf.');
    expect(result.advice).toBeNull();
    expect(result.top).toEqual([]);
  });

  it('says a flat surface (too little detail), noise (too much grain) or a drawing (too few colours) is not a leaf, however confident the model is', () => {
    for (const photo of [{ detail: 0 }, { detail: 1.49 }, { grain: 0.81 }, { grain: 1 }, { colours: 1499 }, { colours: 2 }]) {
      const result = interpretPrediction(scores([0.97, 0.01, 0.01, 0.01]), { ...leafPhoto, ...photo }, spec, adviceByClass);
      expect(result, JSON.stringify(photo)).toMatchObject({
        verdict: 'not-a-leaf',
        prediction: NOT_A_LEAF_PREDICTION,
        crop: null,
        advice: null,
        confidence: 0.97,
        top: [],
      });
    }
    for (const photo of [{ detail: 1.5 }, { grain: 0.8 }, { colours: 1500 }]) {
      expect(interpretPrediction(scores([0.97, 0.01, 0.01, 0.01]), { ...leafPhoto, ...photo }, spec, adviceByClass).prediction).toBe('Tomato — Late blight');
    }
  });

  it('has advice naming a source for every class the model knows', () => {
    for (const [name, advice] of Object.entries(adviceByClass)) {
      expect(advice.source, name).toMatch(/Extension|UC IPM|Crop Protection Network|Cornell|TNAU/);
      expect(advice.management.length, name).toBeGreaterThan(0);
      expect(advice.prevention.length, name).toBeGreaterThan(0);
    }
    expect(Object.keys(adviceByClass)).toHaveLength(29);
  });
});

describe('the answer in Hindi', () => {
  const hindi = adviceByLanguage.hi;
  /** Latin letters left in a Hindi sentence, once the unit symbols (cm, %) are taken out. */
  const latinWords = (text: string) => text.replace(/\d+(\.\d+)?\s?(cm|सेमी)/g, '').match(/[A-Za-z]{2,}/g) ?? [];

  it('has Hindi advice for every class of the English advice, with the same fact sheet and as many steps', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(adviceByClass).sort());
    for (const [name, advice] of Object.entries(hindi)) {
      const english = adviceByClass[name]!;
      expect(advice.source, name).toBe(english.source);
      expect(advice.disease === null, name).toBe(english.disease === null);
      expect(advice.management, name).toHaveLength(english.management.length);
      expect(advice.prevention, name).toHaveLength(english.prevention.length);
      for (const sentence of [advice.crop, advice.disease ?? '', advice.symptoms, ...advice.management, ...advice.prevention]) {
        expect(latinWords(sentence), `${name}: ${sentence}`).toEqual([]);
      }
    }
  });

  it('names the diagnosis, its candidates and a healthy leaf in Hindi', () => {
    const result = interpretPrediction(scores([0.8, 0.05, 0.1, 0.05]), leafPhoto, spec, hindi, 'hi');
    expect(result).toMatchObject({ verdict: 'diagnosis', prediction: 'टमाटर — पछेती झुलसा', crop: 'टमाटर', disease: 'पछेती झुलसा', healthy: false });
    expect(result.top.map((candidate) => candidate.label)).toEqual(['टमाटर — पछेती झुलसा', 'आलू — पछेती झुलसा', 'टमाटर — स्वस्थ']);
    expect(result.advice?.source).toBe('Cornell University (Vegetable MD Online), "Late Blight of Potato and Tomato" fact sheet');
    expect(interpretPrediction(scores([0.1, 0.85, 0.03, 0.02]), leafPhoto, spec, hindi, 'hi').prediction).toBe('टमाटर — स्वस्थ');
    expect(knownCrops(spec, hindi)).toEqual(['टमाटर', 'आलू', 'मक्का']);
  });

  it("gives the gate's three answers in Hindi", () => {
    expect(interpretPrediction(scores([0.45, 0.25, 0.2, 0.1]), leafPhoto, spec, hindi, 'hi').prediction).toBe(
      'फ़ोटो साफ़ नहीं है। कृपया एक ही पत्ती की पास से, अच्छी रोशनी में ली गई फ़ोटो डालें।',
    );
    expect(interpretPrediction(scores([0.97, 0.01, 0.01, 0.01], { leafScore: -5 }), leafPhoto, spec, hindi, 'hi').prediction).toBe(
      'यह किसी पौधे की पत्ती नहीं लगती।',
    );
    expect(interpretPrediction(scores([0.97, 0.01, 0.01, 0.01], { classDistance: 900 }), leafPhoto, spec, hindi, 'hi').prediction).toBe(
      'यह ऐसी फसल की पत्ती लगती है जिसे मॉडल नहीं पहचानता।',
    );
    for (const sentence of Object.values(gateSentences.hi)) expect(latinWords(sentence)).toEqual([]);
  });
});

describe('knownCrops', () => {
  it('lists each crop of the model classes once, in class order, by the name the advice uses', () => {
    expect(knownCrops(spec, adviceByClass)).toEqual(['Tomato', 'Potato', 'Corn']);
  });
});
