import { Worker } from 'node:worker_threads';
import { inferenceWorkerFile } from '../../paths';

/** The graph's outputs for one image, by output name. */
export type NetworkOutputs = Record<string, Float32Array>;

interface Job {
  id: number;
  data: Float32Array<ArrayBuffer>;
  resolve(outputs: NetworkOutputs): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
}

type WorkerMessage = { ready: true } | { id: number; outputs: NetworkOutputs } | { id: number; error: string };

/**
 * A fixed set of worker threads, each with its own onnxruntime session. onnxruntime-node's run() is synchronous
 * native code, so running it here keeps the event loop free; the queue bounds how many images are classified at once.
 */
export class InferencePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;

  private constructor(
    private readonly modelPath: string,
    private readonly size: number,
    private readonly threadsPerWorker: number,
  ) {}

  /** Starts `workers` threads on the model; rejects when the model cannot be loaded. */
  static async start(modelPath: string, size: number, workers = 2, threadsPerWorker = 1): Promise<InferencePool> {
    const pool = new InferencePool(modelPath, size, threadsPerWorker);
    try {
      await Promise.all(Array.from({ length: workers }, () => pool.addWorker()));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  private addWorker(): Promise<void> {
    const worker = new Worker(inferenceWorkerFile, { workerData: { modelPath: this.modelPath, threads: this.threadsPerWorker } });
    const slot: Slot = { worker, job: undefined };
    this.slots.push(slot);
    return new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          worker.off('error', reject);
          worker.on('error', (error) => this.fail(slot, error));
          resolve();
          return;
        }
        const job = slot.job;
        slot.job = undefined;
        if (job) {
          if ('error' in message) job.reject(new Error(message.error));
          else job.resolve(message.outputs);
        }
        this.dispatch();
      });
    });
  }

  /** The graph's outputs for one preprocessed image (NCHW float32, batch 1). */
  classify(data: Float32Array<ArrayBuffer>): Promise<NetworkOutputs> {
    if (this.closed) return Promise.reject(new Error('the inference pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, data, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, data: job.data, size: this.size }, [job.data.buffer]);
    }
  }

  /** A crashed worker fails its job and is replaced, so the pool keeps its size. */
  private fail(slot: Slot, error: Error): void {
    slot.job?.reject(error);
    this.slots.splice(this.slots.indexOf(slot), 1);
    void slot.worker.terminate();
    if (this.closed) return;
    this.addWorker().then(
      () => this.dispatch(),
      (startError: Error) => {
        if (this.slots.length === 0) for (const job of this.queue.splice(0)) job.reject(startError);
      },
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the inference pool is closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
