// Inputs that used to reach the database and fail there (500 and a logged SQL error): integer ids beyond their column
// (2^31 for int4 ids, 2^53 for any) and NUL characters. Every operation of the OpenAPI table with an integer id in its
// path, query or JSON body is called with each; all must answer 400 VALIDATION naming the field.
import { expect, it } from 'vitest';
import { call, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken } from './store-helpers';
import { seller } from './seller-helpers';

type Schema = {
  type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[]; const?: unknown;
  anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; minimum?: number; maximum?: number; minLength?: number; minItems?: number; format?: string; default?: unknown;
};
type Param = { in: string; name: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Param[]; requestBody?: { content?: Record<string, { schema: Schema }> } };

const ID_NAME = /^(ids?|\w*Ids?)$/;
const HUGE = [2 ** 31, 2 ** 53];

const branches = (s: Schema): Schema[] => [s, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
const isInteger = (s: Schema | undefined): boolean => !!s && branches(s).some((b) => b.type === 'integer' || (Array.isArray(b.type) && b.type.includes('integer')));
const isIntegerArray = (s: Schema | undefined): boolean => !!s && branches(s).some((b) => b.type === 'array' && isInteger(b.items));
const objectOf = (s: Schema | undefined): Schema | undefined => (s ? branches(s).find((b) => b.properties) : undefined);

/** A small value the schema accepts (first branch of unions, minimum numbers, required properties only). */
function sample(s: Schema | undefined): unknown {
  if (!s) return {};
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const branch = s.anyOf ?? s.oneOf;
  if (branch?.length) return sample(branch.find((b) => b.type !== 'null') ?? branch[0]);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const k of s.required ?? []) out[k] = sample(s.properties?.[k]);
      return out;
    }
    case 'array': return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => sample(s.items));
    case 'integer':
    case 'number': return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
    case 'boolean': return false;
    case 'string':
      if (s.format === 'date-time') return '2026-11-21T08:00:00Z';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default: return s.default ?? null;
  }
}

describeEachEngine('hardening: ids beyond their column and NUL characters answer 400', (ctx) => {
  it('every operation with an integer id (path, query, JSON body): 2^31 and 2^53 answer 400 VALIDATION', async () => {
    const doc = ctx().app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const operator = { authorization: `Bearer ${await adminToken(ctx)}` };
    const s = await seller(ctx);
    const failures: string[] = [];
    let checked = 0;

    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(ops)) {
        if (!['get', 'post', 'put', 'delete', 'patch'].includes(m)) continue;
        const method = m.toUpperCase() as 'GET';
        const headers = path.startsWith('/p/admin/') ? operator : s.headers;
        const params = op.parameters ?? [];
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const body = objectOf(bodySchema);
        const targets: { where: 'path' | 'query' | 'body'; name: string; array?: boolean }[] = [
          ...params.filter((p) => (p.in === 'path' || p.in === 'query') && ID_NAME.test(p.name) && isInteger(p.schema)).map((p) => ({ where: p.in as 'path' | 'query', name: p.name })),
          ...Object.entries(body?.properties ?? {}).filter(([k, v]) => ID_NAME.test(k) && (isInteger(v) || isIntegerArray(v)))
            .map(([k, v]) => ({ where: 'body' as const, name: k, array: isIntegerArray(v) && !isInteger(v) })),
        ];
        for (const t of targets) {
          for (const huge of HUGE) {
            const value = (name: string, schema: Schema) => (t.where !== 'body' && t.name === name ? huge : sample(schema));
            let url = path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(value(k, params.find((p) => p.name === k)?.schema ?? { type: 'integer' }))));
            const query = params.filter((p) => p.in === 'query' && (p.required || (t.where === 'query' && p.name === t.name)))
              .map((p) => `${p.name}=${encodeURIComponent(String(value(p.name, p.schema)))}`);
            if (query.length) url += `?${query.join('&')}`;
            let payload: unknown = bodySchema ? sample(bodySchema) : undefined;
            if (t.where === 'body') payload = { ...(payload as object), [t.name]: t.array ? [huge] : huge };
            const res = await call(ctx, method, url, payload, { headers, lang: 'en' });
            checked++;
            const json = res.statusCode === 400 ? res.json() : null;
            if (!json || json.code !== 'VALIDATION' || !String(json.message).includes(t.name)) {
              failures.push(`${method} ${path} ${t.where} ${t.name}=${huge}: ${res.statusCode} ${res.body.slice(0, 160)}`);
            }
          }
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // the table was really walked: public, buyer, seller and operator routes with ids in all three places
    expect(checked).toBeGreaterThan(100);
  });

  it('a NUL character in a search query, a JSON body string or a path parameter answers 400, zh and en', async () => {
    const s = await seller(ctx);
    const cases = [
      () => call(ctx, 'GET', `/search/prodPage?keyword=${encodeURIComponent('phone\0')}`, undefined, { lang: 'en' }),
      () => call(ctx, 'GET', `/prod/prodInfo?prodId=1&x=${encodeURIComponent('\0')}`, undefined, { lang: 'en' }),
      () => post(ctx, '/login', { userName: 'demo\0buyer', passWord: 'demo@123456' }, { lang: 'en' }),
      () => post(ctx, '/p/seller/notices', { titleZh: '公告\0', titleEn: 'Notice', contentZh: '内容', contentEn: 'Text' }, { headers: s.headers, lang: 'en' }),
      () => call(ctx, 'GET', `/p/seller/orders/${encodeURIComponent('2026\0')}`, undefined, { headers: s.headers, lang: 'en' }),
      () => call(ctx, 'GET', `/p/myOrder/orderDetail?orderNumber=${encodeURIComponent('1\0')}`, undefined, { headers: s.headers, lang: 'en' }),
    ];
    for (const send of cases) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().message).toMatch(/^Validation failed: .*NUL characters are not allowed$/);
    }
    const zh = await post(ctx, '/login', { userName: 'demo\0buyer', passWord: 'x' });
    expect(zh.json().message).toMatch(/^参数校验失败：/);
  });
});
