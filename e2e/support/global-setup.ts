import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, serverEntry } from './server';

/** The suite drives the production build: fail early with the fix when it is missing. */
export default function globalSetup() {
  for (const file of [serverEntry, path.join(repoRoot, 'apps/web/dist/index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} does not exist: run \`npm run build\` at the repository root first.`);
  }
}
