// Fuzz over EVERY operation of the app's OpenAPI document (routes added later included): malformed JSON, a cut-off
// multipart body, an empty body, an array or a scalar for an object body, and per field (path, query, top-level body
// properties, the properties of nested objects and of the first item of arrays of objects) wrong types, NUL bytes,
// huge numbers (2^31, 2^53, 1e308, -1) and 100 KB strings.
// Each request is an otherwise valid request (built from the schema, ids of real objects, whole valid bodies for the
// larger forms) sent by a caller of the right role: the operator on /p/admin, a seller inside the seller centre on
// /p/seller, a buyer on other /p/ paths, nobody on public ones. No answer may be a 5xx.
// Deterministic: a fixed seed (FUZZ_SEED overrides it to explore) picks the extra mutations (FUZZ_EXTRA of them per
// operation); every field always gets its type's worst value (NUL for strings, 2^31 for numbers).
// FUZZ_REPORT=1 prints how the unmutated requests were answered (and why when refused).
import { expect, it } from 'vitest';
import { newIp } from './account-helpers';
import { describeEachEngine } from './harness';
import { addAddress, addrBody } from './order-helpers';
import { jsonBodySchema, operations, paramsIn, requestOf, resolve, send, typeOf, type Doc, type Fill, type Req, type Route, type Schema } from './openapi-ops';
import { createProduct, leafCategory, productBody, seller } from './seller-helpers';
import { adminToken, applyBody, buyer, loginAs, verifiedSellerHeaders } from './store-helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Extra (randomly chosen) mutations per operation, beyond each field's worst value and the body-level ones
 *  (FUZZ_EXTRA=1000 tries them all, for exploring). */
const EXTRA_PER_OPERATION = Number(process.env.FUZZ_EXTRA ?? 10);
const LONG = 'x'.repeat(100 * 1024);
const NUL = 'a\u0000b';
const HUGE = [2 ** 31, 2 ** 53, 1e308, -1];

/** mulberry32: a small seeded generator, so a failure is the same request on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bad values of a field of this schema: the first is always tried, the others are drawn from. */
function badValues(doc: Doc, schema: Schema | undefined): unknown[] {
  const s = resolve(doc, schema);
  switch (typeOf(s)) {
    case 'integer':
    case 'number': return [2 ** 31, 2 ** 53, 1e308, -1, 1.5, 'abc', NUL, null, [], {}];
    case 'string': return [NUL, LONG, 12345, HUGE[0], {}, [], true, null];
    case 'boolean': return [NUL, 'yes', 2 ** 31, {}, null];
    case 'array': return [[NUL], [2 ** 31], {}, NUL, 2 ** 53, Array.from({ length: 1000 }, () => 2 ** 31)];
    case 'object': return [NUL, [], 2 ** 31, LONG, null];
    default: return [NUL, 2 ** 31, LONG, {}, []];
  }
}
/** Bad values of a path or query parameter (text in the URL). */
const badText = (s: Schema | undefined): string[] => {
  const t = typeOf(s);
  const numeric = t === 'integer' || t === 'number';
  return numeric ? [String(2 ** 31), NUL, String(2 ** 53), '1e308', '-1', 'abc', '1.5', LONG] : [NUL, LONG, String(2 ** 31), '-1', ''];
};

interface Mutation { what: string; req: Req }

function mutations(doc: Doc, r: Route, fill: Fill, bodies: Record<string, unknown>, next: () => number): Mutation[] {
  const generated = requestOf(doc, r, fill);
  const base = r.key in bodies ? { ...generated, body: bodies[r.key] } : generated;
  const must: Mutation[] = [{ what: 'as generated', req: base }];
  const extra: Mutation[] = [];
  const add = (values: unknown[], make: (v: unknown) => Mutation) => {
    values.forEach((v, i) => (i === 0 ? must : extra).push(make(v)));
  };

  for (const p of paramsIn(r, 'path')) {
    add(badText(p.schema), (v) => ({
      what: `path ${p.name}=${String(v).slice(0, 20)}`,
      req: { ...base, url: base.url.replace(`/${encodeURIComponent(String(fill[p.name] ?? 999999))}`, `/${encodeURIComponent(String(v))}`) },
    }));
  }
  for (const p of paramsIn(r, 'query')) {
    add(badText(p.schema), (v) => {
      const url = new URL(base.url, 'http://x');
      url.searchParams.set(p.name, String(v));
      return { what: `query ${p.name}=${String(v).slice(0, 20)}`, req: { ...base, url: url.pathname + url.search } };
    });
  }
  if (r.method === 'POST' || r.method === 'PUT') {
    // a multipart body cut off in the middle of a part (the upload routes read multipart; others refuse the type)
    const boundary = '----fuzz';
    must.push({
      what: 'malformed multipart',
      req: { ...base, body: undefined, raw: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    });
  }
  const bodySchema = resolve(doc, jsonBodySchema(r));
  if (bodySchema) {
    must.push({ what: 'malformed JSON', req: { ...base, body: undefined, raw: '{"a": [1,' } });
    must.push({ what: 'empty JSON body', req: { ...base, body: undefined, raw: '' } });
    must.push({ what: typeOf(bodySchema) === 'array' ? 'object for an array body' : 'array for an object body', req: { ...base, body: typeOf(bodySchema) === 'array' ? {} : [] } });
    extra.push({ what: 'a string body', req: { ...base, body: NUL } }, { what: 'a huge number body', req: { ...base, body: 1e308 } });
    if (typeOf(bodySchema) === 'object' && base.body && typeof base.body === 'object') {
      const body = base.body as Record<string, unknown>;
      for (const [k, prop] of Object.entries(bodySchema.properties ?? {})) {
        add(badValues(doc, prop), (v) => ({ what: `body ${k}=${JSON.stringify(v)?.slice(0, 20)}`, req: { ...base, body: { ...body, [k]: v } } }));
        // one level down: the fields of an object property, or of the first item of an array of objects
        const inner = resolve(doc, prop);
        const value = body[k];
        if (typeOf(inner) === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
          for (const [k2, prop2] of Object.entries(inner?.properties ?? {})) {
            add(badValues(doc, prop2), (v) => ({ what: `body ${k}.${k2}=${JSON.stringify(v)?.slice(0, 20)}`, req: { ...base, body: { ...body, [k]: { ...value, [k2]: v } } } }));
          }
        }
        const item = resolve(doc, inner?.items);
        if (typeOf(item) === 'object' && Array.isArray(value) && value[0] && typeof value[0] === 'object') {
          for (const [k2, prop2] of Object.entries(item?.properties ?? {})) {
            add(badValues(doc, prop2), (v) => ({ what: `body ${k}[0].${k2}=${JSON.stringify(v)?.slice(0, 20)}`, req: { ...base, body: { ...body, [k]: [{ ...value[0], [k2]: v }, ...value.slice(1)] } } }));
          }
        }
      }
    }
  }
  // a seeded shuffle of the extras, the first few taken
  for (let i = extra.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [extra[i], extra[j]] = [extra[j]!, extra[i]!];
  }
  return [...must, ...extra.slice(0, EXTRA_PER_OPERATION)];
}

describeEachEngine('fuzz over every operation', (ctx) => {
  it('no malformed, mistyped, NUL, huge or long input gets a 5xx', async () => {
    const doc = ctx().app.swagger() as unknown as Doc;
    const routes = operations(doc);
    expect(routes.length).toBeGreaterThan(150);

    const shop = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, shop);
    const b = await buyer(ctx);
    const addrId = await addAddress(ctx, b.token);
    const fill: Fill = { ...addrBody(), prodId, skuId: skuIds[0], shopId: shop.shopId, addrId, count: 1, prodCount: 1 };
    // whole valid bodies of the larger forms, so that the mutation of one field is what the handler meets
    const bodies: Record<string, unknown> = {
      'POST /p/seller/products': productBody(shop.id, await leafCategory(ctx)),
      [`PUT /p/seller/products/{prodId}`]: productBody(shop.id, await leafCategory(ctx)),
      'POST /p/shop/apply': applyBody(b.id),
      'POST /p/address/addAddr': addrBody(),
      'PUT /p/address/updateAddr': addrBody({ addrId }),
      'POST /p/order/confirm': { orderItem: { prodId, skuId: skuIds[0], prodCount: 1 }, addrId },
    };

    type Role = 'nobody' | 'buyer' | 'seller' | 'operator';
    const headers: Record<Role, Record<string, string>> = {
      nobody: {},
      buyer: { authorization: `Bearer ${b.token}` },
      seller: shop.headers,
      operator: { authorization: `Bearer ${await adminToken(ctx)}` },
    };
    /** Sessions a fuzzed call ended (log out, store session closed) are opened again. */
    const relogin: Record<Role, () => Promise<void>> = {
      nobody: async () => {},
      buyer: async () => { headers.buyer = { authorization: `Bearer ${await loginAs(ctx, b.username, b.password)}` }; },
      seller: async () => { headers.seller = await verifiedSellerHeaders(ctx, await loginAs(ctx, shop.username, shop.password), shop.storePassword); },
      operator: async () => { headers.operator = { authorization: `Bearer ${await adminToken(ctx)}` }; },
    };
    const roleOf = (r: Route): Role =>
      r.path.startsWith('/p/admin/') ? 'operator' : r.path.startsWith('/p/seller/') ? 'seller' : r.path.startsWith('/p/') ? 'buyer' : 'nobody';
    const ip = newIp();

    const next = rng(SEED);
    const failures: string[] = [];
    let sent = 0;
    const baseStatus: Record<number, string[]> = {};
    // session-ending operations last, so the others run with live sessions
    const sorted = [...routes].sort((x, y) => Number(/log[oO]ut|\/session$/.test(x.path)) - Number(/log[oO]ut|\/session$/.test(y.path)));
    for (const r of sorted) {
      const role = roleOf(r);
      for (const m of mutations(doc, r, fill, bodies, next)) {
        let res = await send(ctx, m.req, { ...headers[role], 'x-forwarded-for': ip });
        const ended = role !== 'nobody' && (res.statusCode === 401 || (res.statusCode === 403 && res.body.includes('STORE_SESSION_REQUIRED')));
        if (ended) {
          await relogin[role]();
          res = await send(ctx, m.req, { ...headers[role], 'x-forwarded-for': ip });
        }
        sent++;
        if (m.what === 'as generated') (baseStatus[res.statusCode] ??= []).push(res.statusCode === 400 && process.env.FUZZ_REPORT ? `${r.key} ${res.body.slice(0, 160)}` : r.key);
        if (res.statusCode >= 500) {
          const body = m.req.raw ?? JSON.stringify(m.req.body);
          failures.push(`${role} ${r.key} [${m.what}]: ${m.req.method} ${m.req.url.slice(0, 160)} ${body ? body.slice(0, 160) : ''} -> ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
    }
    if (process.env.FUZZ_REPORT) console.log(JSON.stringify({ sent, baseStatus }, null, 1));
    expect(sent).toBeGreaterThan(routes.length * 3);
    expect(failures, `${failures.length} requests answered 5xx:\n${failures.join('\n')}`).toEqual([]);
  }, 180_000); // a few seconds alone; the margin is for a loaded machine running every file at once
});
