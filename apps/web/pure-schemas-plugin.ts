// The storefront imports constants and helpers from @mall/shared's API contracts (packages/shared/src/api/), whose
// zod schemas it does not use. The tree-shaker drops `z.…()` calls (vite.config.ts: manualPureFunctions) but not calls
// on a schema held in a constant (`money.describe(…)`, `str(100)`), so one used constant kept its whole file's schemas
// and zod itself (~23 KB gzipped) on the list and product pages. This plugin marks the calls of those files' top-level
// constant initialisers `/* @__PURE__ */` (building a schema has no side effect), outside function bodies, so unused
// schemas go. Browser build only; the server and the API keep the files as written.
import type { Plugin } from 'vite';

const SCHEMA_FILE = /packages[\\/]shared[\\/]src[\\/]api[\\/][^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const FUNCTION = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration', 'ClassExpression']);

interface Edit {
  at: number;
  /** characters of the source replaced (0: an insertion) */
  cut: number;
  text: string;
}

/**
 * Edits of `node` (outside function bodies): a pure-call annotation before each call and `new`, and an object with
 * spreads (`{ ...rule, b }`, which the tree-shaker keeps as a possible getter call) as a pure
 * `Object.assign({}, rule, { b })`.
 */
function edits(node: Node, out: Edit[]): Edit[] {
  if (FUNCTION.has(node.type)) return out;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') out.push({ at: node.start, cut: 0, text: PURE });
  const props = node.type === 'ObjectExpression' ? (node.properties as Node[]) : [];
  if (props.some((p) => p.type === 'SpreadElement')) {
    out.push({ at: node.start, cut: 1, text: `${PURE}Object.assign({}, ` }, { at: (node.end as number) - 1, cut: 1, text: ')' });
    props.forEach((p, i) => {
      if (p.type === 'SpreadElement') return void out.push({ at: p.start, cut: 3, text: '' });
      if (props[i - 1]?.type !== 'Property') out.push({ at: p.start, cut: 0, text: '{ ' });
      if (props[i + 1]?.type !== 'Property') out.push({ at: p.end as number, cut: 0, text: ' }' });
    });
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    if (Array.isArray(value)) for (const v of value) if (isNode(v)) edits(v, out);
    if (isNode(value)) edits(value, out);
  }
  return out;
}

const PURE = '/* @__PURE__ */ ';

export function pureSchemas(): Plugin {
  return {
    name: 'mall-pure-schemas',
    enforce: 'post',
    applyToEnvironment: (env) => env.name === 'client',
    transform(code, id) {
      if (!SCHEMA_FILE.test(id.split('?', 1)[0]!)) return undefined;
      const program = this.parse(code) as unknown as { body: Node[] };
      const found: Edit[] = [];
      for (const statement of program.body) {
        const decl = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (decl?.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations as Node[]) if (isNode(d.init)) edits(d.init, found);
      }
      if (found.length === 0) return undefined;
      // applied back to front; at one place, an insertion before a replacement (stable sort keeps the walk's order)
      const sorted = found.map((e, i) => ({ ...e, i })).sort((x, y) => y.at - x.at || y.cut - x.cut || y.i - x.i);
      let out = code;
      for (const e of sorted) out = out.slice(0, e.at) + e.text + out.slice(e.at + e.cut);
      return { code: out, map: null };
    },
  };
}
