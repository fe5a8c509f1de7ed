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
 * its index.ts. Web: app → features → shared, one way; no feature imports another.
 */
const serverSrc = 'apps/server/src';
const serverModules = entriesOf(`${serverSrc}/modules`, { folders: true });
const serverOutsideModules = entriesOf(serverSrc).filter((entry) => entry !== `${serverSrc}/modules`);
const serverDb = `${serverSrc}/db`;
const serverZones = serverModules.flatMap((module) => [
  {
    target: [
      ...serverOutsideModules.filter((entry) => entry !== serverDb),
      `${serverSrc}/modules/index.ts`,
      ...serverModules.filter((other) => other !== module),
    ],
    from: module,
    except: ['./index.ts'],
    message: 'Import another server module only through its index.ts.',
  },
  // db/ collects the tables each module keeps in its own schema.ts.
  {
    target: serverDb,
    from: module,
    except: ['./index.ts', './schema.ts'],
    message: "db/ imports a module only through its index.ts or its tables' schema.ts.",
  },
]);

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
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...serverZones, ...webZones] }] },
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
