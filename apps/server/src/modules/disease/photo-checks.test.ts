import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toTensor } from './image';

const fixtures = join(import.meta.dirname, '../../../test/fixtures/photo-checks');
const mlDir = join(import.meta.dirname, '../../../../../ml');
const expected: Record<string, { plantFraction: number; detail: number; grain: number; colours: number }> = JSON.parse(
  readFileSync(join(fixtures, 'expected.json'), 'utf8'),
);

const PYTHON = '/usr/bin/python3';
/** The export's measures need what ml/export.py imports; without them the Python check is reported as skipped. */
const pythonCanMeasure = existsSync(PYTHON) && spawnSync(PYTHON, ['-c', 'import numpy, PIL, torch, torchvision, onnx'], { stdio: 'ignore' }).status === 0;

describe('photo checks on the committed fixtures (detail, grain, colours, plant fraction)', () => {
  it('has the four fixtures', () => {
    expect(Object.keys(expected).sort()).toEqual(['drawing.png', 'flat-green.png', 'leaf-with-spot.png', 'noise.png']);
  });

  it.each(Object.entries(expected))('%s: the server measures the expected values', async (name, measures) => {
    const { data, info } = await sharp(join(fixtures, name)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const { plantFraction, detail, grain, colours } = toTensor(data, { size: info.width, mean: [0, 0, 0], std: [1, 1, 1] });
    expect({ plantFraction, detail, grain, colours }).toEqual(measures);
  });

  it.skipIf(!pythonCanMeasure)(
    'the model export (ml/export.py) measures the same values',
    () => {
      const files = Object.keys(expected).map((name) => join(fixtures, name));
      const output = execFileSync(PYTHON, ['photo_checks.py', ...files], { cwd: mlDir, encoding: 'utf8' });
      expect(JSON.parse(output)).toEqual(expected);
    },
    120_000,
  );
});
