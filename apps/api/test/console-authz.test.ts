// Authorization matrix of the consoles: EVERY route the app registers under /p/admin/ (platform) and /p/seller/
// (seller centre), read from the app's own OpenAPI route table so routes added later are covered without editing
// this file, called by nobody / a buyer / seller A / seller B / the operator. Only the allowed pass:
//   - nobody: 401 everywhere;
//   - /p/admin/...: the operator passes; buyers and sellers (even inside their seller centre) get 403 — except the
//     shop-scoped promotion setup routes (SHOP_SCOPED), which an owner of an open shop may use for their own shop
//     from inside the seller centre (with a store session);
//   - /p/seller/...: seller A passes on its own objects; buyers and the operator get 403; seller B gets 404 for
//     A's objects (and never succeeds on them); the store-session entrance itself only needs a login.
//   - a seller logged in without a store session (store password not entered): 403 on every console route;
//   - a customer-service staff member of A's shop (his own login, decision 027): 403 on every console route but the
//     service desk's (/p/seller/chat/..., checked in store-staff.test.ts).
// Bodies and queries are generated from each route's schema, so a refusal comes from the guard, not from validation.
import { expect, it } from 'vitest';
import { call } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken, buyer } from './store-helpers';
import { createProduct, paidOrder, seller } from './seller-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Schema = {
  type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[]; const?: unknown;
  anyOf?: Schema[]; oneOf?: Schema[]; minimum?: number; exclusiveMinimum?: boolean | number; maximum?: number; minLength?: number;
  minItems?: number; format?: string; default?: unknown;
};
type Operation = { parameters?: { in: string; name: string; required?: boolean; schema: Schema }[]; requestBody?: { content?: Record<string, { schema: Schema }> } };
interface Route { method: Method; path: string; op: Operation }

/** `METHOD path`s open to the owner of an open shop (scoped to that shop by the promotion module's consoleScope);
 *  any other /p/admin route is for operators only. Creating flash-sale sessions (time slots) is the platform's. */
const SHOP_SCOPED = [
  /^\w+ \/p\/admin\/(coupons|discounts|group-buys)(\/|$)/,
  /^GET \/p\/admin\/seckill\/sessions$/,
  /^POST \/p\/admin\/seckill\/items$/,
  /^GET \/p\/admin\/picker\//,
];
/** The seller centre's entrance: a logged-in user opens or ends a store session. */
const ENTRANCE = /^\/p\/seller\/session$/;

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
    case 'array': return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items));
    case 'integer':
    case 'number': {
      const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? 1) + (s.exclusiveMinimum === true ? 1 : 0);
      return Math.max(min, Math.min(1, s.maximum ?? 1));
    }
    case 'boolean': return false;
    case 'string':
      if (s.format === 'date-time') return '2026-11-21T08:00:00Z';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default: return s.default ?? null;
  }
}

function consoleRoutes(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!/^\/p\/(admin|seller)\//.test(path)) continue;
    for (const [m, op] of Object.entries(ops)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(m)) out.push({ method: m.toUpperCase() as Method, path, op });
    }
  }
  return out;
}

describeEachEngine('console authorization matrix', (ctx) => {
  it('every console route: only the allowed callers pass', async () => {
    const routes = consoleRoutes(ctx().app.swagger() as never);
    const paths = new Set(routes.map((r) => r.path));
    // the table is really read: routes of both consoles are there
    for (const known of ['/p/admin/categories', '/p/admin/users', '/p/admin/shop/applications', '/p/seller/products', '/p/seller/products/{prodId}']) expect(paths).toContain(known);

    const operator = { authorization: `Bearer ${await adminToken(ctx)}` };
    const aBuyer = { authorization: `Bearer ${(await buyer(ctx)).token}` };
    const a = await seller(ctx);
    const b = await seller(ctx);
    // A logged in but not inside the seller centre (no store password entered): refused everywhere in the consoles
    const aLoginOnly = { authorization: a.headers.authorization! };
    // a customer-service staff member of A's shop
    const staffUser = await buyer(ctx);
    expect((await a.api('POST', '/staff', { userName: staffUser.username })).statusCode).toBe(200);
    const aStaff = { authorization: `Bearer ${staffUser.token}` };
    const DESK = /^\/p\/seller\/chat\//;
    // seller A's objects, the ids of which seller B tries
    const { prodId, skuIds } = await createProduct(ctx, a);
    const { orderNumber } = await paidOrder(ctx, a, prodId, skuIds.slice(0, 1));
    const notice = await a.api('POST', '/notices', { titleZh: '店铺公告', titleEn: 'Shop notice', contentZh: '内容', contentEn: 'Text' });
    expect(notice.statusCode, notice.body).toBe(200);
    // which path parameter of which seller route names one of A's objects; any other parameter gets an id nobody has
    const ofA: [RegExp, string, string | number][] = [
      [/^\/p\/seller\/products\/\{prodId\}/, 'prodId', prodId],
      [/^\/p\/seller\/orders\/\{orderNumber\}/, 'orderNumber', orderNumber],
      [/^\/p\/seller\/notices\/\{id\}/, 'id', notice.json().id as number],
    ];
    const paramsOf = (path: string) => Object.fromEntries(ofA.filter(([re]) => re.test(path)).map(([, k, v]) => [k, v]));

    const send = (r: Route, headers: Record<string, string>, params: Record<string, string | number>) => {
      let url = r.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k] ?? 999999)));
      const query = (r.op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}`);
      if (query.length) url += `?${query.join('&')}`;
      const bodySchema = r.op.requestBody?.content?.['application/json']?.schema;
      return call(ctx, r.method as 'GET', url, bodySchema ? sample(bodySchema) : undefined, { headers, lang: 'en' });
    };
    const failures: string[] = [];
    const expectStatus = (who: string, r: Route, got: { statusCode: number; body: string }, ok: (s: number) => boolean, want: string) => {
      if (!ok(got.statusCode)) failures.push(`${who} ${r.method} ${r.path}: ${got.statusCode} (want ${want}) ${got.body.slice(0, 120)}`);
    };
    const isValidation = (res: { statusCode: number; json: () => { code?: string } }) => res.statusCode === 400 && res.json().code === 'VALIDATION';
    const passes = (s: number) => s !== 401 && s !== 403;
    let crossShopChecks = 0;

    for (const r of routes) {
      expectStatus('nobody', r, await send(r, {}, {}), (s) => s === 401, '401');
      if (ENTRANCE.test(r.path)) continue;
      const seller = r.path.startsWith('/p/seller/');
      const params: Record<string, string | number> = seller ? paramsOf(r.path) : { sts: 0 };
      // the route names one of A's objects (and nothing unknown)
      const own = seller && /\{\w+\}/.test(r.path) && (r.path.match(/\{(\w+)\}/g) ?? []).every((m) => m.slice(1, -1) in params);
      const allowed = seller ? a.headers : operator;
      // seller B goes first, so that A's own deletes and edits cannot hide what B could do to A's objects
      const byB = seller ? await send(r, b.headers, params) : null;
      const allowedRes = await send(r, allowed, params);
      expectStatus(seller ? 'seller A' : 'operator', r, allowedRes, passes, 'to pass');
      if (seller && r.method === 'GET' && (own || !/\{/.test(r.path))) expectStatus('seller A', r, allowedRes, (s) => s === 200, '200');
      // when even the allowed caller's generated body does not fit the schema, the others are refused by validation
      const refused = (s: number) => s === 403 || (isValidation(allowedRes) && s === 400);
      const shopScoped = SHOP_SCOPED.some((re) => re.test(`${r.method} ${r.path}`));
      const others: [string, Record<string, string>, boolean][] = seller
        ? [['buyer', aBuyer, false], ['operator', operator, false], ['seller A without a store session', aLoginOnly, false],
          ...(DESK.test(r.path) ? [] : [['staff of A', aStaff, false] as [string, Record<string, string>, boolean]])]
        : [['buyer', aBuyer, false], ['seller A', a.headers, shopScoped], ['seller B', b.headers, shopScoped], ['seller A without a store session', aLoginOnly, false], ['staff of A', aStaff, false]];
      for (const [who, headers, may] of others) {
        expectStatus(who, r, await send(r, headers, params), may ? passes : refused, may ? 'to pass' : '403');
      }
      if (seller) {
        const res = byB!;
        if (own) crossShopChecks++;
        if (own) expectStatus('seller B on A\'s object', r, res, (s) => s === 404 || (isValidation(allowedRes) && s === 400), '404');
        else expectStatus('seller B', r, res, passes, 'to pass');
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // B really tried A's products, orders and notices (read, edit, shelf, ship, delete)
    expect(crossShopChecks).toBeGreaterThanOrEqual(7);

    // A's product and order are still there (B's tries came to nothing; A's own notice was deleted by A)
    const mine = await a.api('GET', `/products/${prodId}`);
    expect(mine.statusCode).toBe(200);
    expect((await a.api('GET', `/orders/${orderNumber}`)).statusCode).toBe(200);
  });

  it('a seller route called with another user\'s store token is refused', async () => {
    const a = await seller(ctx);
    const b = await seller(ctx);
    const mixed = { authorization: a.headers.authorization!, 'x-store-token': b.headers['x-store-token']! };
    const res = await call(ctx, 'GET', '/p/seller/products', undefined, { headers: mixed, lang: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Please enter the store password to open the seller centre');
  });
});
