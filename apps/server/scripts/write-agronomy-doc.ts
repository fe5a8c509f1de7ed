/** Rewrites the generated per-crop source list in docs/agronomy.md from the crop catalogue (npm run knowledge:doc). */
import { readFileSync, writeFileSync } from 'node:fs';
import { knowledge } from '../src/knowledge';
import { withCropSources } from '../src/knowledge/sources-doc';

const path = new URL('../../../docs/agronomy.md', import.meta.url);
writeFileSync(path, withCropSources(readFileSync(path, 'utf8'), knowledge().catalogue));
console.log('docs/agronomy.md: crop sources rewritten');
