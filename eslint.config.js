import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const entriesOf = (dir, { folders } = { folders: false }) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => !folders || entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

/*
 * Module boundaries (ADR 0031), read from the folders so that a new module or feature is covered without editing this
 * file. Server: a module's files are its own; the rest of the server (other modules, plugins, db, app) imports only
 * its index.ts, and its schema.ts (ADR 0041). Web: app → features → shared, one way; no feature imports another.
 */
const serverSrc = 'apps/server/src';
const serverModules = entriesOf(`${serverSrc}/modules`, { folders: true });
const serverOutsideModules = entriesOf(serverSrc).filter((entry) => entry !== `${serverSrc}/modules`);
const serverZones = serverModules.map((module) => ({
  target: [...serverOutsideModules, `${serverSrc}/modules/index.ts`, ...serverModules.filter((other) => other !== module)],
  from: module,
  // schema.ts: the module's tables, which db/schema.ts collects and other tables' foreign keys name.
  except: ['./index.ts', './schema.ts'],
  message: 'Import another server module only through its index.ts (or its tables through its schema.ts).',
}));

const webSrc = 'apps/web/src';
const webFeatures = entriesOf(`${webSrc}/features`, { folders: true });
const webShared = ['api', 'components', 'hooks', 'lib'].map((folder) => `${webSrc}/${folder}`);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: feature,
    from: `${webSrc}/features`,
    except: [`./${feature.split('/').at(-1)}`],
    message: 'A feature does not import another feature; the app composes them, or the code moves to a shared folder.',
  })),
  { target: `${webSrc}/features`, from: `${webSrc}/app`, message: 'Features do not import the app; the app imports features.' },
  { target: webShared, from: [`${webSrc}/features`, `${webSrc}/app`], message: 'Shared code does not import features or the app.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [`${serverSrc}/**/*.ts`, `${webSrc}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no .ts file and no-cycle finds nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...serverZones, ...webZones] }],
      // A cycle makes the order modules initialise in depend on which file is imported first (ADR 0041).
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@farmsight/server', '**/apps/server/**'], message: 'The web app talks to the server only through @farmsight/contracts.' }] },
      ],
    },
  },
);
