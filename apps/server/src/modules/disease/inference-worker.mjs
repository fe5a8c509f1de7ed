// One onnxruntime session per worker thread: inference blocks this thread, never the server's event loop.
// Plain JavaScript so the same file runs under tsx, vitest and beside the bundled server.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';

// On Linux a nice value belongs to one thread: inference yields the CPU to the event loop, so other requests stay fast.
if (process.platform === 'linux') setPriority(0, 10);

const session = await ort.InferenceSession.create(workerData.modelPath, {
  intraOpNumThreads: workerData.threads,
  interOpNumThreads: 1,
  graphOptimizationLevel: 'all',
});
const inputName = session.inputNames[0];

parentPort.on('message', async ({ id, data, size }) => {
  try {
    const input = new ort.Tensor('float32', data, [data.length / (3 * size * size), 3, size, size]);
    // Every output of the graph: the class log-probabilities and the gate's scores (ADR 0042), each by its name.
    const result = await session.run({ [inputName]: input });
    const outputs = Object.fromEntries(session.outputNames.map((name) => [name, result[name].data]));
    parentPort.postMessage(
      { id, outputs },
      Object.values(outputs).map((data) => data.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
parentPort.postMessage({ ready: true });
