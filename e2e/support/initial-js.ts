import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePages, startupNamespaces } from '../../apps/web/route-pages';
import { repoRoot } from './server';

/** At most this much code, gzipped, before a page shows (issue 36: a farmer's phone on a slow link). */
export const INITIAL_JS_BUDGET_KB = 170;

/** The pages and their lazy-route chains, as the web app's build knows them. */
export const pages = routePages;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

type SizedFile = { file: string; gzipBytes: number };

export interface PageJs {
  page: string;
  /** The code's files (the entry, the route's chunks and what they import statically), with their gzip sizes. */
  code: SizedFile[];
  /** The text namespaces' chunks, in the larger language. */
  texts: SizedFile[];
  codeBytes: number;
  textBytes: number;
}

const LANGUAGES = ['en', 'hi'];

/**
 * The initial JavaScript of every page of the production build in `webDist` (`npm run build` first), from Vite's
 * manifest: what the browser fetches before the page can show, whichever language it is in.
 */
export function initialJavaScript(webDist = path.join(repoRoot, 'apps/web/dist')): PageJs[] {
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(path.join(webDist, file))).length);
    return gzipBytes.get(file)!;
  };
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build's manifest: has its route moved? (e2e/support/initial-js.ts)`);
    return found;
  };
  /** The chunk and everything it imports statically, as files. */
  const withStaticImports = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk(key).imports ?? []) withStaticImports(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');

  return Object.entries(pages).map(([page, { modules, namespaces }]) => {
    const code = new Set<string>();
    for (const key of [entry, ...modules]) for (const loaded of withStaticImports(key)) code.add(chunk(loaded).file);
    const texts = [...startupNamespaces, ...namespaces].map((namespace) => {
      const [largest] = LANGUAGES.map((language) => chunk(`src/locales/${language}/${namespace}.json`).file).sort((a, b) => sizeOf(b) - sizeOf(a));
      return largest!;
    });
    const sized = (files: Iterable<string>) => [...files].map((file) => ({ file, gzipBytes: sizeOf(file) }));
    const total = (files: SizedFile[]) => files.reduce((sum, { gzipBytes: bytes }) => sum + bytes, 0);
    const [codeFiles, textFiles] = [sized(code), sized(texts)];
    return { page, code: codeFiles, texts: textFiles, codeBytes: total(codeFiles), textBytes: total(textFiles) };
  });
}

/** The lazy modules the entry can load that no page above lists: a route added without its budget line. */
export function unlistedRouteModules(webDist = path.join(repoRoot, 'apps/web/dist')): string[] {
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const listed = new Set(Object.values(pages).flatMap(({ modules }) => modules));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return (entry?.dynamicImports ?? []).filter((key) => !listed.has(key) && key !== 'src/app/page-not-found-toast.tsx');
}
