import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DiseaseModelInfo, DiseasePrediction, Language } from '@farmsight/contracts';
import { type GateScores, interpretPrediction, knownCrops, type ModelSpec, modelSpecSchema, softmax } from './classifier';
import { adviceByClass, adviceByLanguage } from './data/advice';
import { type PhotoMeasures, preprocessLeafImage } from './image';
import { InferencePool } from './inference-pool';

export interface LeafScores extends GateScores {
  photo: PhotoMeasures;
}

/** The graph's outputs: `logits` (log-probabilities) and the gate's three scores (ml/gate.py). */
const GATE_OUTPUTS = ['logits', 'leaf_score', 'trust_score', 'class_distance'] as const;

/** The served classifier: preprocessing, the worker pool and the answer, the same for the server and ml:eval. */
export class LeafModel {
  private constructor(
    readonly spec: ModelSpec,
    private readonly pool: InferencePool,
  ) {}

  /** Loads labels.json from beside the model and starts the workers; rejects when either is missing or broken. */
  static async load(modelPath: string, workers = 2): Promise<LeafModel> {
    const spec = modelSpecSchema.parse(JSON.parse(await readFile(join(dirname(modelPath), 'labels.json'), 'utf8')));
    for (const [language, advice] of Object.entries(adviceByLanguage)) {
      const missingAdvice = spec.classes.filter((name) => !advice[name]);
      if (missingAdvice.length) throw new Error(`no ${language} advice for model classes: ${missingAdvice.join(', ')}`);
    }
    const pool = await InferencePool.start(modelPath, spec.input.size, workers);
    return new LeafModel(spec, pool);
  }

  async scores(image: Buffer): Promise<LeafScores> {
    const { data, ...photo } = await preprocessLeafImage(image, { size: this.spec.input.size, mean: this.spec.mean, std: this.spec.std });
    const outputs = await this.pool.classify(data);
    const missing = GATE_OUTPUTS.filter((name) => !outputs[name]);
    if (missing.length) throw new Error(`the model has no ${missing.join(', ')} output: run npm run ml:gate`);
    return {
      probabilities: softmax(outputs.logits!, this.spec.temperature),
      leafScore: outputs.leaf_score![0]!,
      trustScore: outputs.trust_score![0]!,
      classDistance: outputs.class_distance![0]!,
      photo,
    };
  }

  /**
   * The answer in `language`, and the same answer in English, whose crop and disease names are the ones the crop
   * catalogue and the CIB&RC registrations are matched against.
   */
  async predict(image: Buffer, language: Language = 'en'): Promise<{ answer: DiseasePrediction; english: DiseasePrediction }> {
    const { photo, ...scores } = await this.scores(image);
    const english = interpretPrediction(scores, photo, this.spec, adviceByClass);
    const answer = language === 'en' ? english : interpretPrediction(scores, photo, this.spec, adviceByLanguage[language], language);
    return { answer, english };
  }

  /** What the model can judge, read from labels.json: the screen lists it so nobody asks about another crop. */
  info(language: Language = 'en'): DiseaseModelInfo {
    return { crops: knownCrops(this.spec, adviceByLanguage[language]), classes: this.spec.classes.length };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
