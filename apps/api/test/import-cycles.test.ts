// The API's modules import each other without cycles (type-only imports included): a cycle makes the order of
// module start-up matter and hides which domain depends on which. Walks the relative imports of apps/api/src.
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p));
}

function importCycles(all: string[]): string[][] {
  const graph = new Map(all.map((f) => [f, [...readFileSync(f, 'utf8').matchAll(IMPORT)].map((m) => resolveImport(f, m[1]!)).filter((p): p is string => !!p)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map((p) => relative(ROOT, p)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of all) if (!state.has(f)) visit(f);
  return cycles;
}

it('apps/api/src has no import cycles', () => {
  const all = files(ROOT);
  expect(all.length).toBeGreaterThan(100);
  const cycles = importCycles(all);
  expect(cycles.map((c) => c.join(' → ')), 'import cycles').toEqual([]);
});

it('the walk finds a cycle when there is one (type-only and re-exports too)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
  writeFileSync(join(dir, 'b.ts'), "export { c } from './c';\nexport type B = number;\n");
  writeFileSync(join(dir, 'c.ts'), "import { type A } from './a';\nexport const c: A | null = null;\n");
  writeFileSync(join(dir, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
  const found = importCycles(['a', 'b', 'c', 'd'].map((n) => join(dir, `${n}.ts`)));
  expect(found).toHaveLength(1);
  expect(found[0]!.map((p) => p.split('/').pop())).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
});
