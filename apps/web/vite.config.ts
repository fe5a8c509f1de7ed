import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { offlineShell } from './offline-shell';
import { precompress } from './precompress';
import { routePages, startupNamespaces } from './route-pages';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * dist/route-preloads.json: the startup texts' chunks per language, and for each page of route-pages.ts the chunks of
 * its lazy routes and all they import statically (less what index.html already preloads) and its texts' chunks per
 * language. The server links them on that page, in its language (ADR 0056).
 */
function routePreloads(): Plugin {
  return {
    name: 'farmsight-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const inPage = entry ? withImports(entry.fileName) : new Set<string>();
      /** language -> namespace -> the chunk of src/locales/<language>/<namespace>.json */
      const textChunks = new Map<string, Map<string, string>>();
      for (const chunk of chunks) {
        const [, language, namespace] = /src\/locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '') ?? [];
        if (language && namespace) textChunks.set(language, (textChunks.get(language) ?? new Map()).set(namespace, `/${chunk.fileName}`));
      }
      const textsIn = (namespaces: string[]) =>
        Object.fromEntries(
          [...textChunks].map(([language, files]) => [
            language,
            namespaces.map((namespace) => {
              const file = files.get(namespace);
              if (!file) throw new Error(`route-pages.ts names the texts ${namespace}, which ${language} lacks`);
              return file;
            }),
          ]),
        );
      const pages = Object.fromEntries(
        Object.entries(routePages).map(([page, { modules, namespaces }]) => {
          const code = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((candidate) => candidate.facadeModuleId === `${webRoot}${module}`);
            if (!chunk) throw new Error(`route-pages.ts names ${module}, which is no chunk of the build`);
            for (const file of withImports(chunk.fileName)) if (!inPage.has(file)) code.add(file);
          }
          return [page, { code: [...code].map((file) => `/${file}`), texts: textsIn(namespaces) }];
        }),
      );
      const preloads = { startupTexts: textsIn(startupNamespaces), pages };
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), offlineShell(), routePreloads(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page loads first, for the size budget (e2e/support/initial-js.ts).
    manifest: true,
    // zod in a chunk of its own and by name: the screens with forms share it, and the landing page never loads it
    // (e2e/tests/landing.spec.ts checks that by the name).
    rollupOptions: { output: { manualChunks: (id) => (/[\\/]node_modules[\\/]zod[\\/]/.test(id) ? 'zod' : undefined) } },
  },
});
