// Bundles the server into dist/index.js; npm packages stay external, workspace packages are inlined.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@farmsight/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});

await import('./build-empty-database.mjs');
