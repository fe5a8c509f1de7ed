import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, serverEntry, WEB_DIST_ENV } from './server';

const webDist = path.join(repoRoot, 'apps/web/dist');

/** Every file index.html refers to exists: the build is complete (not half rewritten by a concurrent build). */
async function isCompleteBuild(dir: string): Promise<boolean> {
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const html = await readFile(indexFile, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!);
  return refs.length > 0 && refs.every((ref) => existsSync(path.join(dir, ref)));
}

/**
 * Snapshots the built web app into a private directory, served through WEB_DIST_DIR, so that a rebuild of
 * apps/web/dist during the run (npm run build elsewhere) cannot change or break the app under test.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} does not exist: run \`npm run build\` at the repository root first.`);
  }
  const snapshot = await mkdtemp(path.join(tmpdir(), 'farmsight-e2e-web-'));
  for (let attempt = 1; ; attempt += 1) {
    if (!(await isCompleteBuild(webDist))) {
      if (attempt >= 20) throw new Error(`${webDist} has no complete build: run \`npm run build\` first.`);
    } else {
      await rm(snapshot, { recursive: true, force: true });
      await cp(webDist, snapshot, { recursive: true });
      if (await isCompleteBuild(snapshot)) break;
      if (attempt >= 20) throw new Error(`could not copy a complete build of ${webDist}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  process.env[WEB_DIST_ENV] = snapshot;
  return async () => {
    await rm(snapshot, { recursive: true, force: true });
  };
}
