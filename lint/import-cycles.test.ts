import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Every source file under `dir` (tests too: they are code that must load in some order as well). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each file's imports inside the project, type-only ones included, resolved as the project's tsconfig resolves them. */
function importGraph(project: string, srcDir: string): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, project), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = config!.options;
  const files = sourceFiles(join(root, srcDir));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && target.startsWith(join(root, srcDir)) && !target.endsWith('.d.ts'));
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of the graph, as the files of each strongly connected component (Tarjan), relative to the root. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(root, member));
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

// ESLint's import-x/no-cycle skips type-only imports; this also counts them, so that a table's definition never
// reaches back into the module code that queries it (ADR 0041).
describe('import cycles, type-only imports included (ADR 0041)', () => {
  it.each([
    ['apps/server/tsconfig.json', 'apps/server/src'],
    ['apps/web/tsconfig.json', 'apps/web/src'],
  ])('%s: none', (project, srcDir) => {
    expect(cycles(importGraph(project, srcDir))).toEqual([]);
  });

  it('finds one when there is one', () => {
    const a = join(root, 'a.ts');
    const b = join(root, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
