// Evaluates an ONNX leaf model through the server's own pipeline (sharp preprocessing + onnxruntime workers).
// Usage: npm run ml:eval -- <folder of class folders> [--model path] [--limit-per-class N] [--list file] [--min-top1 0.95]
//                          [--python-report ml/validation-report.json] [--json-out file]
//   --list: evaluate only the relative paths listed in the file (one per line), e.g. ml/eval-subset.txt
//   --min-top1: exit with status 1 when top-1 accuracy is below this fraction
//   --python-report: exit with status 1 when any photo's top-1 class differs from the Python pipeline's
//     (eval_subset.python_predictions, written by ml/export.py): preprocessing drift between the two
//   --json-out: also write the totals (images, top-1, top-3, share answered "unclear", top-1 when answered) as JSON
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { interpretPrediction } from '../src/modules/disease/classifier';
import { adviceByClass } from '../src/modules/disease/data/advice';
import { LeafModel } from '../src/modules/disease/leaf-model';
import { diseaseModelPath } from '../src/paths';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    model: { type: 'string', default: diseaseModelPath },
    'limit-per-class': { type: 'string' },
    list: { type: 'string' },
    'min-top1': { type: 'string' },
    'python-report': { type: 'string' },
    'json-out': { type: 'string' },
  },
});
const folder = positionals[0];
if (!folder) {
  console.error(
    'Usage: npm run ml:eval -- <folder of class folders> [--model path] [--limit-per-class N] [--list file] [--min-top1 0.95] [--python-report file]',
  );
  process.exit(2);
}

async function listImages(classes: string[]): Promise<string[]> {
  if (values.list) {
    const listed = (await readFile(values.list, 'utf8'))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return listed.filter((path) => classes.includes(path.split('/')[0]!));
  }
  const limit = values['limit-per-class'] ? Number(values['limit-per-class']) : Infinity;
  const paths: string[] = [];
  for (const name of classes) {
    const files = (await readdir(join(folder!, name)).catch(() => [])).filter((file) => /\.(jpe?g|png|webp)$/i.test(file)).sort();
    paths.push(...files.slice(0, limit).map((file) => `${name}/${file}`));
  }
  return paths;
}

const model = await LeafModel.load(values.model);
const classes = model.spec.classes;
const images = await listImages(classes);
const perClass = new Map(classes.map((name) => [name, { images: 0, correct: 0 }]));
const predicted = new Map<string, string>();
let top1 = 0;
let top3 = 0;
let unclear = 0;
let rightWhenAnswered = 0;
const started = performance.now();
await Promise.all(
  images.map(async (path) => {
    const truth = path.split('/')[0]!;
    const { photo, ...scores } = await model.scores(await readFile(join(folder, path)));
    const { probabilities } = scores;
    const ranked = probabilities.map((p, index) => [p, index] as const).sort((a, b) => b[0] - a[0]);
    const guess = classes[ranked[0]![1]]!;
    predicted.set(path, guess);
    const stats = perClass.get(truth)!;
    stats.images += 1;
    const answered = interpretPrediction(scores, photo, model.spec, adviceByClass).verdict === 'diagnosis';
    if (!answered) unclear += 1;
    if (guess === truth) {
      top1 += 1;
      stats.correct += 1;
      if (answered) rightWhenAnswered += 1;
    }
    if (ranked.slice(0, 3).some(([, index]) => classes[index] === truth)) top3 += 1;
  }),
);
await model.close();

const seconds = (performance.now() - started) / 1000;
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(2)}%`;
console.log(`model: ${values.model}`);
console.log(`images: ${images.length} (${(images.length / seconds).toFixed(1)} images/s)`);
console.log(`top-1: ${percent(top1, images.length)}  top-3: ${percent(top3, images.length)}`);
console.log(`answered "unclear": ${percent(unclear, images.length)}  top-1 when answered: ${percent(rightWhenAnswered, images.length - unclear)}`);
if (values['json-out']) {
  const share = (part: number, whole: number) => Math.round((10_000 * part) / Math.max(whole, 1)) / 10_000;
  const totals = {
    images: images.length,
    top1: share(top1, images.length),
    top3: share(top3, images.length),
    unclear: share(unclear, images.length),
    rightWhenAnswered: share(rightWhenAnswered, images.length - unclear),
  };
  await writeFile(values['json-out'], `${JSON.stringify(totals)}\n`);
}
console.log('per-class recall:');
for (const [name, stats] of perClass) if (stats.images) console.log(`  ${percent(stats.correct, stats.images).padStart(7)}  ${name} (${stats.images})`);

const failures: string[] = [];
if (images.length === 0) failures.push('No images found.');
const minTop1 = values['min-top1'] ? Number(values['min-top1']) : undefined;
if (minTop1 !== undefined && top1 / images.length < minTop1) failures.push(`FAIL: top-1 ${percent(top1, images.length)} is under ${percent(minTop1, 1)}.`);
if (values['python-report']) {
  const report = JSON.parse(await readFile(values['python-report'], 'utf8')) as { eval_subset: { python_predictions: Record<string, string> } };
  const python = report.eval_subset.python_predictions;
  const compared = images.filter((path) => path in python);
  const differing = compared.filter((path) => python[path] !== predicted.get(path));
  console.log(`same top-1 class as the Python pipeline: ${compared.length - differing.length} of ${compared.length} photos`);
  for (const path of differing) console.log(`  ${path}: Node ${predicted.get(path)}, Python ${python[path]}`);
  if (compared.length === 0 || differing.length > 0)
    failures.push(`FAIL: the Node pipeline disagrees with the Python one on ${differing.length} of ${compared.length} photos.`);
}
if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
