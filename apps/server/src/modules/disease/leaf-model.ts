import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DiseaseModelInfo, DiseasePrediction } from '@farmsight/contracts';
import { interpretPrediction, knownCrops, type ModelSpec, modelSpecSchema, softmax } from './classifier';
import { adviceByClass } from './data/advice';
import { type PhotoMeasures, preprocessLeafImage } from './image';
import { InferencePool } from './inference-pool';

export interface LeafScores {
  probabilities: number[];
  photo: PhotoMeasures;
}

/** The served classifier: preprocessing, the worker pool and the answer, the same for the server and ml:eval. */
export class LeafModel {
  private constructor(
    readonly spec: ModelSpec,
    private readonly pool: InferencePool,
  ) {}

  /** Loads labels.json from beside the model and starts the workers; rejects when either is missing or broken. */
  static async load(modelPath: string, workers = 2): Promise<LeafModel> {
    const spec = modelSpecSchema.parse(JSON.parse(await readFile(join(dirname(modelPath), 'labels.json'), 'utf8')));
    const missingAdvice = spec.classes.filter((name) => !adviceByClass[name]);
    if (missingAdvice.length) throw new Error(`no advice for model classes: ${missingAdvice.join(', ')}`);
    const pool = await InferencePool.start(modelPath, spec.input.size, workers);
    return new LeafModel(spec, pool);
  }

  async scores(image: Buffer): Promise<LeafScores> {
    const { data, ...photo } = await preprocessLeafImage(image, { size: this.spec.input.size, mean: this.spec.mean, std: this.spec.std });
    const logits = await this.pool.classify(data);
    return { probabilities: softmax(logits), photo };
  }

  async predict(image: Buffer): Promise<DiseasePrediction> {
    const { probabilities, photo } = await this.scores(image);
    return interpretPrediction(probabilities, photo, this.spec, adviceByClass);
  }

  /** What the model can judge, read from labels.json: the screen lists it so nobody asks about another crop. */
  info(): DiseaseModelInfo {
    return { crops: knownCrops(this.spec, adviceByClass), classes: this.spec.classes.length };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
