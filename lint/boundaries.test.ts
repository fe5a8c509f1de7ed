import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as if it were the file at `path` (the folder must exist; the file need not). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

const otherModule = 'Import another server module only through its index.ts (or its tables through its schema.ts).';
const otherFeature = 'A feature does not import another feature; the app composes them, or the code moves to a shared folder.';

describe('import cycles (ADR 0041)', () => {
  it('rejects an import that closes a cycle', async () => {
    // app.ts imports the module list; the module list importing the app back closes the cycle.
    const [result] = await eslint.lintText("import { buildApp } from '../app';\nexport const build = buildApp;\n", {
      filePath: join(root, 'apps/server/src/modules/index.ts'),
    });
    expect(result!.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => message.message)).toEqual([
      'Dependency cycle detected',
    ]);
  });
});

describe('module boundaries (ADR 0031)', () => {
  it("rejects a server module reaching into another module's files, and accepts its index", async () => {
    const file = 'apps/server/src/modules/assistant/tools/boundary-fixture.ts';
    expect(await boundaryErrors(file, "export { sources } from '../../soil/data/sources';\n")).toEqual([
      `Unexpected path "../../soil/data/sources" imported in restricted zone. ${otherModule}`,
    ]);
    expect(await boundaryErrors(file, "export { soilSources } from '../../soil';\n")).toEqual([]);
    expect(await boundaryErrors(file, "export { normalise } from '../understanding/text';\n")).toEqual([]);
  });

  it("rejects a plugin or the config taking a module's internals", async () => {
    expect(await boundaryErrors('apps/server/src/plugins/boundary-fixture.ts', "export { toUser } from '../modules/auth/users';\n")).toEqual([
      `Unexpected path "../modules/auth/users" imported in restricted zone. ${otherModule}`,
    ]);
    expect(await boundaryErrors('apps/server/src/boundary-fixture.ts', "export { soilSources } from './modules/soil';\n")).toEqual([]);
  });

  it("lets the database layer and other modules' tables take a module's schema.ts (ADR 0041)", async () => {
    expect(await boundaryErrors('apps/server/src/db/boundary-fixture.ts', "export * from '../modules/growth/schema';\n")).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/water/boundary-fixture.ts', "export { users } from '../auth/schema';\n")).toEqual([]);
  });

  it('rejects a feature importing another feature, and lets the app compose them', async () => {
    expect(await boundaryErrors('apps/web/src/features/dashboard/boundary-fixture.ts', "export { AlertsPanel } from '@/features/alerts';\n")).toEqual([
      `Unexpected path "@/features/alerts" imported in restricted zone. ${otherFeature}`,
    ]);
    expect(await boundaryErrors('apps/web/src/app/boundary-fixture.ts', "export { AlertsPanel } from '@/features/alerts';\n")).toEqual([]);
  });

  it('keeps the web layers one-way: shared code imports no feature, a feature imports no app code', async () => {
    expect(await boundaryErrors('apps/web/src/lib/boundary-fixture.ts', "export { AlertsPanel } from '@/features/alerts';\n")).toEqual([
      'Unexpected path "@/features/alerts" imported in restricted zone. Shared code does not import features or the app.',
    ]);
    expect(await boundaryErrors('apps/web/src/features/news/boundary-fixture.ts', "export { routes } from '@/app/routes';\n")).toEqual([
      'Unexpected path "@/app/routes" imported in restricted zone. Features do not import the app; the app imports features.',
    ]);
    expect(await boundaryErrors('apps/web/src/features/news/boundary-fixture.ts', "export { api } from '@/lib/api-client';\n")).toEqual([]);
  });
});
