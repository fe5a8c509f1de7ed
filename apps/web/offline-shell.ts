import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Files in public/ the shell needs offline besides the built scripts and styles. */
const PUBLIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/**
 * Writes dist/sw.js from service-worker.js with this build's shell: the page, every script and style of the bundle
 * (a screen opened offline for the first time still loads) and the icons; images and fonts join the cache when first
 * used (ADR 0053). `__BUILD_ID__` names this build in the app too (its kept answers, lib/offline-data.ts).
 */
export function offlineShell(): Plugin {
  const buildId = Date.now().toString(36);
  return {
    name: 'farmsight-offline-shell',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((name) => /\.(js|css)$/.test(name))
        .sort()
        .map((name) => `/${name}`);
      const template = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
      const source = template
        .replace('const SHELL = __SHELL__;', `const SHELL = ${JSON.stringify(['/', ...PUBLIC_FILES, ...built])};`)
        .replace("'farmsight-shell-__BUILD_ID__'", `'farmsight-shell-${buildId}'`);
      if (source.includes('__SHELL__;') || source.includes('__BUILD_ID__')) throw new Error('service-worker.js lost its SHELL or CACHE line.');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
