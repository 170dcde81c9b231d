// The browser build's plugin that lets the tree-shaker drop the unused zod schemas of @mall/shared's API contracts
// (pure-schemas-plugin.ts): a page that imports a constant of a contract file gets the constant, not the schemas.
import { describe, expect, it } from 'vitest';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { pureSchemas } from '../../pure-schemas-plugin';

const CONTRACT = '/virtual/packages/shared/src/api/demo.ts';
const contract = `
import { z } from 'zod';
export const KIND = { amount: 1, percent: 2 };
const money = z.number().int().describe('fen');
const str = (n) => z.string().max(n);
const rule = { value: money.describe('fen off'), name: str(30) };
export const view = z.object({ ...rule, shopName: z.string().describe('empty for the platform') });
export const card = z.object({ ...rule, state: z.enum(['available', 'soldOut']) });
export const checked = z.string().refine((v) => { globalThis.seen = v; return true; });
`;

async function bundle(entry: string, plugins: RolldownPlugin[]) {
  const build = await rolldown({
    input: 'entry',
    treeshake: { manualPureFunctions: ['z'], moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]api[\\/]/, sideEffects: false }] },
    plugins: [
      {
        name: 'virtual',
        resolveId: (id) => (id === 'entry' ? id : id === './demo' ? CONTRACT : undefined), // zod: the real one
        load: (id) => (id === 'entry' ? entry : id === CONTRACT ? contract : undefined),
      },
      ...plugins,
    ],
  });
  const { output } = await build.generate({ format: 'esm' });
  return output[0].code;
}

// the plugin as the browser build runs it (its Vite-only field aside)
const plugin = (): RolldownPlugin => {
  const { name, transform } = pureSchemas() as unknown as { name: string; transform: RolldownPlugin['transform'] };
  return { name, transform };
};

describe('pure-schemas plugin', () => {
  it('drops the schemas a page does not use, where the tree-shaker alone kept them', async () => {
    const entry = `import { KIND } from './demo'; console.log(KIND.amount);`;
    const without = await bundle(entry, []);
    expect(without).toContain('...rule'); // the failure the plugin is for: the spreads kept, and the rule's schemas
    const withPlugin = await bundle(entry, [plugin()]);
    expect(withPlugin).toContain('amount');
    expect(withPlugin).not.toMatch(/describe|\.\.\.rule|ZodError/);
  });

  it('keeps a schema that is used, with its spread parts and a refinement body as written', async () => {
    const code = await bundle(`import { view, checked } from './demo'; console.log(view, checked);`, [plugin()]);
    expect(code).toContain('Object.assign({}, rule');
    expect(code).toContain(`describe("fen off")`);
    expect(code).toContain('globalThis.seen = v');
  });
});
