// Authorization matrix of the WHOLE API, generated from the app's own OpenAPI document: every operation called by
// anonymous, buyer A, buyer B, seller A, seller B and the operator. A route added later is in the document and is
// covered without editing this file. Requests are built from each operation's schema, ids filled by parameter name
// from a fixture of A's objects (an address, an order and its lines, a review, a return request, a cart item, a
// favourite, a claimed coupon, seller A's product and order).
// Generic expectations (EXPECT below overrides them per operation and role):
//   - nothing answers 5xx, to anyone;
//   - anonymous: 401 on every /p/ operation;
//   - /p/admin: buyers get 403 (sellers and shop-scoped routes: console-authz.test.ts);
//   - /p/seller (but the store-session entrance): buyers and the operator get 403; seller B gets 404 on seller A's
//     product or order named in the path;
//   - any other /p/ operation naming one of buyer A's objects: every other user gets 404 when the object is in the
//     path or query, a 4xx when it is in the body; buyer A passes, and A's own reads answer 200;
//   - no answer to anyone but A (and seller A, who ships A's order) contains A's private address (a canary), and
//     A's objects are all still there after everyone else has tried every operation on them.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { newIp, registerUser, userId } from './account-helpers';
import { claimOk, makeCoupon } from './coupon-helpers';
import { describeEachEngine } from './harness';
import { addAddress, addrBody, placeOrder } from './order-helpers';
import { namesUsed, operations, requestOf, send, type Doc, type Fill, type Route } from './openapi-ops';
import { receivedOrder, reviewBody, writeReview } from './review-helpers';
import { createProduct, seller } from './seller-helpers';
import { adminToken, loginAs, verifiedSellerHeaders } from './store-helpers';

type RoleName = 'anonymous' | 'buyer A' | 'buyer B' | 'seller A' | 'seller B' | 'operator';
type Res = { statusCode: number; body: string };
type Check = (status: number) => boolean;

/** Buyer A's objects: a call by anyone else that names one of them is answered as if it did not exist. */
const BUYER_OWNED = ['addrId', 'orderNumber', 'orderNumbers', 'basketId', 'basketIds', 'userCouponId', 'orderItemId', 'refundId', 'refundSn', 'reviewId', 'commentId', 'statementId'];
/** Seller A's objects on /p/seller paths. */
const SELLER_OWNED = ['prodId', 'orderNumber', 'reviewId', 'refundSn'];
const ENTRANCE = /^\/p\/seller\/session$/;

const is = (...codes: number[]): Check => (s) => codes.includes(s);
const passes: Check = (s) => s < 500 && s !== 401 && s !== 403;
/**
 * Explicit expectations, 'METHOD /path' → role → accepted statuses, where the generic rule does not fit. Each line
 * says why.
 */
const EXPECT: Record<string, Partial<Record<RoleName, Check>>> = {
  // logging out without a token revokes nothing and says so with 200
  'POST /logOut': { anonymous: is(200) },
  // ending a store session one does not have is harmless: 200 to anyone logged in
  'DELETE /p/seller/session': { 'buyer A': is(200), 'buyer B': is(200), operator: is(200), 'seller B': is(200) },
  // one's own address book and shop application, empty or not, answer 200 to every user
  'GET /p/address/list': { 'buyer B': is(200), 'seller A': is(200), 'seller B': is(200), operator: is(200), 'buyer A': is(200) },
  'GET /p/shop/apply': { 'buyer B': is(200), 'seller A': is(200), 'seller B': is(200), operator: is(200), 'buyer A': is(200) },
};

describeEachEngine('authorization matrix of every operation', (ctx) => {
  it('every operation × anonymous, buyer A, buyer B, seller A, seller B, operator', async () => {
    const doc = ctx().app.swagger() as unknown as Doc;
    const routes = operations(doc);
    expect(routes.length).toBeGreaterThan(150);

    // --- who calls
    const sellerA = await seller(ctx);
    const sellerB = await seller(ctx);
    const { prodId, skuIds } = await createProduct(ctx, sellerA);
    const { orderNumber, buyer: a, itemIds } = await receivedOrder(ctx, sellerA, 2);
    const b = await registerUser(ctx);
    const operatorToken = await adminToken(ctx);
    const tokens: Partial<Record<RoleName, Record<string, string>>> = {
      anonymous: {},
      'buyer A': { authorization: `Bearer ${a.token}` },
      'buyer B': { authorization: `Bearer ${b.token}` },
      'seller A': sellerA.headers,
      'seller B': sellerB.headers,
      operator: { authorization: `Bearer ${operatorToken}` },
    };
    const ips = Object.fromEntries(Object.keys(tokens).map((r) => [r, newIp()]));
    /** A session an operation ended (log out, log out everywhere) is opened again before the next call. */
    const relogin: Partial<Record<RoleName, () => Promise<void>>> = {
      'buyer A': async () => { tokens['buyer A'] = { authorization: `Bearer ${await loginAs(ctx, a.username, a.password)}` }; },
      'buyer B': async () => { tokens['buyer B'] = { authorization: `Bearer ${await loginAs(ctx, b.username, b.password)}` }; },
      'seller A': async () => { tokens['seller A'] = await verifiedSellerHeaders(ctx, await loginAs(ctx, sellerA.username, sellerA.password), sellerA.storePassword); },
      'seller B': async () => { tokens['seller B'] = await verifiedSellerHeaders(ctx, await loginAs(ctx, sellerB.username, sellerB.password), sellerB.storePassword); },
      operator: async () => { tokens.operator = { authorization: `Bearer ${await adminToken(ctx)}` }; },
    };

    // --- A's objects
    const canary = `博云路${randomBytes(6).toString('hex')}号`;
    const addrId = await addAddress(ctx, a.token, { addr: canary });
    const unpaid = await placeOrder(ctx, a.token, { skuId: skuIds[0]!, prodId, shopId: sellerA.shopId }, 1, addrId);
    const basket = await send(ctx, { method: 'POST', url: '/shop-api/p/shopCart/changeItem', body: { prodId, skuId: skuIds[1], count: 1, shopId: sellerA.shopId } }, tokens['buyer A']!);
    expect(basket.statusCode, basket.body).toBe(200);
    const basketId = basket.json().basketId as number;
    expect((await send(ctx, { method: 'POST', url: '/shop-api/p/user/collection/prod', body: { prodId } }, tokens['buyer A']!)).statusCode).toBe(200);
    const coupon = await makeCoupon(ctx, { perUserLimit: 5, total: 100 });
    const couponId = (coupon as { id: number }).id;
    const userCouponId = await claimOk(ctx, a.token, couponId);

    // A reviews the received line (a second line stays unreviewed, for the review calls others try)
    const review = await writeReview(ctx, a.token, reviewBody(itemIds[0]!));
    expect(review.statusCode, review.body).toBe(200);
    const reviewId = review.json().reviewId as number;

    // A's return request on a second received order (kept out of aView: seller A may rightly accept or refuse it)
    const second = await placeOrder(ctx, a.token, { skuId: skuIds[1]!, prodId, shopId: sellerA.shopId }, 1, addrId);
    await ctx().app.services.order.markPaid([second], { payType: 1, payNo: `P${second}` });
    await ctx().app.services.order.ship(second, [{ companyCode: 'SF', waybillNo: `SF${second}` }], { shopId: sellerA.shopId });
    expect((await send(ctx, { method: 'PUT', url: `/shop-api/p/myOrder/receipt/${second}`, body: {} }, tokens['buyer A']!)).statusCode).toBe(200);
    const refund = await send(ctx, { method: 'POST', url: '/shop-api/p/refund/apply', body: { orderNumber: second, items: [], mode: 2, cargoStatus: 1, reason: 'quality', amount: 1, mobile: '13800138000' } }, tokens['buyer A']!);
    expect(refund.statusCode, refund.body).toBe(200);
    const refundSn = refund.json().refundSn as string;

    // A's credit statement (the demo credit buyer's data: an approved company, a line, one closed statement)
    const aId = await userId(ctx, a.token);
    await ctx().app.services.company.ensureDemoApproved(aId, '上海示例贸易有限公司', '91310115MA1K4ABC2B');
    await ctx().app.services.credit.ensureDemo(aId, 1);
    const statementId = (await send(ctx, { method: 'GET', url: '/shop-api/p/credit/statements' }, tokens['buyer A']!)).json().records[0].id as number;
    // its invoice, issued by the platform (A downloads the e-invoice; anyone else gets 404)
    const titleId = (await send(ctx, { method: 'POST', url: '/shop-api/p/invoice/titles', body: { invoiceType: 2, kind: 1, title: '上海示例贸易有限公司', taxNumber: '91310115MA1K4ABC2B' } }, tokens['buyer A']!)).json().id as number;
    expect((await send(ctx, { method: 'POST', url: '/shop-api/p/credit/invoice', body: { statementId, titleId } }, tokens['buyer A']!)).statusCode).toBe(200);
    const creditInvoices = ctx().app.services.credit.invoices;
    const stInvoice = (await creditInvoices.list({ status: 'applying', current: 1, size: 100 })).records.find((r) => r.statementId === statementId)!;
    const { file } = await creditInvoices.upload(Buffer.from('%PDF-1.7\n%%EOF\n'));
    await creditInvoices.issue(1, stInvoice.id, { invoiceNo: '12345678', amount: stInvoice.amount, file });

    const common: Fill = { ...addrBody(), prodId, skuId: skuIds[0], shopId: sellerA.shopId, couponId, count: 1, prodCount: 1 };
    const buyerFill: Fill = { ...common, addrId, orderNumber, orderNumbers: [unpaid], basketId, basketIds: [basketId], userCouponId, orderItemId: itemIds[1], refundSn, statementId };
    const sellerFill: Fill = { ...common, prodId, orderNumber, reviewId, refundSn };
    const fillOf = (r: Route) => (/^\/p\/seller\//.test(r.path) ? sellerFill : /^\/p\/admin\//.test(r.path) ? { ...common, sts: 0 } : buyerFill);

    const aGet = (url: string) => send(ctx, { method: 'GET', url: `/shop-api${url}` }, tokens['buyer A']!);
    /** Everything A can read of its objects: compared before and after the others have tried them (not A's review:
     *  seller A may rightly reply to it; seller B's reply to it is one of the 404 checks). */
    const aView = async () => Promise.all([
      aGet(`/p/address/addrInfo/${addrId}`), aGet(`/p/myOrder/orderDetail?orderNumber=${orderNumber}`), aGet(`/p/myOrder/orderDetail?orderNumber=${unpaid}`),
      aGet(`/p/coupon/my/${userCouponId}`), aGet('/p/shopCart/prodCount'), aGet('/p/user/collection/prods'), aGet('/p/address/list'),
    ].map(async (p) => { const res = await p; return `${res.statusCode} ${res.body}`; }));
    const before = await aView();
    expect(before.join('\n')).toContain(canary);
    expect(before.every((v) => v.startsWith('200 '))).toBe(true);

    const failures: string[] = [];
    const leaks: string[] = [];
    let ownedChecks = 0;
    const call = async (role: RoleName, r: Route): Promise<Res> => {
      const req = requestOf(doc, r, fillOf(r));
      let res = await send(ctx, req, { ...tokens[role], 'x-forwarded-for': ips[role]! });
      const ended = res.statusCode === 401 || (res.statusCode === 403 && res.json().code === 'STORE_SESSION_REQUIRED');
      if (ended && relogin[role]) {
        await relogin[role]!();
        res = await send(ctx, req, { ...tokens[role], 'x-forwarded-for': ips[role]! });
      }
      if (role !== 'buyer A' && role !== 'seller A' && res.body.includes(canary)) leaks.push(`${role} ${r.key}: ${res.body.slice(0, 200)}`);
      return res;
    };
    const seen: Record<string, Partial<Record<RoleName, number>>> = {};
    const check = (role: RoleName, r: Route, res: Res, want: Check, why: string) => {
      (seen[r.key] ??= {})[role] = res.statusCode;
      const ok = EXPECT[r.key]?.[role] ?? want;
      if (res.statusCode >= 500 || !ok(res.statusCode)) failures.push(`${role} ${r.key}: ${res.statusCode} (want ${EXPECT[r.key]?.[role] ? 'EXPECT table' : why}) ${res.body.slice(0, 160)}`);
    };

    // the session-ending and deleting operations go last, so A's objects exist while the others try them
    const order = (r: Route) => (/log[oO]ut|\/session$/.test(r.path) ? 3 : r.method === 'DELETE' ? 2 : r.method === 'GET' ? 0 : 1);
    const sorted = [...routes].sort((x, y) => order(x) - order(y));

    // --- phase 1: everyone but buyer A
    for (const r of sorted) {
      const tokenPath = r.path.startsWith('/p/');
      const used = namesUsed(doc, r);
      const admin = r.path.startsWith('/p/admin/');
      const sellerRoute = r.path.startsWith('/p/seller/');
      const named = (names: string[], owned: string[]) => names.some((n) => owned.includes(n));

      check('anonymous', r, await call('anonymous', r), tokenPath ? is(401) : (s) => s < 500, tokenPath ? '401' : 'no 5xx');
      if (admin) {
        for (const role of ['buyer B', 'seller A', 'seller B', 'operator'] as const) {
          const res = await call(role, r);
          if (role === 'buyer B') check(role, r, res, is(403), '403');
          else if (role === 'operator') check(role, r, res, passes, 'to pass');
          else check(role, r, res, (s) => s < 500, 'no 5xx');
        }
        continue;
      }
      if (sellerRoute) {
        const ownPath = named(used.path, SELLER_OWNED);
        if (ownPath) ownedChecks++;
        // B first: A's own edits and deletes must not hide what B could do to A's objects
        check('seller B', r, await call('seller B', r), ENTRANCE.test(r.path) ? (s) => s < 500 : ownPath ? is(404, 400) : passes, ownPath ? '404' : 'to pass');
        check('seller A', r, await call('seller A', r), ENTRANCE.test(r.path) ? (s) => s < 500 : passes, 'to pass');
        for (const role of ['buyer B', 'operator'] as const) check(role, r, await call(role, r), ENTRANCE.test(r.path) ? (s) => s < 500 : is(403), '403');
        continue;
      }
      const inPathOrQuery = named([...used.path, ...used.query], BUYER_OWNED);
      const inBody = named(used.body, BUYER_OWNED);
      if (tokenPath && (inPathOrQuery || inBody)) ownedChecks++;
      for (const role of ['buyer B', 'seller A', 'seller B', 'operator'] as const) {
        const res = await call(role, r);
        if (!tokenPath) check(role, r, res, (s) => s < 500, 'no 5xx');
        else if (inPathOrQuery) check(role, r, res, is(404), "404 on A's object");
        // an id in the body may be ignored (e.g. the cart line id of changeItem): A's objects are compared after
        else if (inBody) check(role, r, res, (s) => s < 500 && s !== 401, "no 5xx on A's object");
        else check(role, r, res, passes, 'to pass');
      }
    }

    // A's objects are untouched by all of that
    expect(await aView()).toEqual(before);

    // --- phase 2: buyer A on every operation (buyer routes; the consoles are for sellers and operators)
    for (const r of sorted) {
      if (/^\/p\/(admin|seller)\//.test(r.path)) {
        check('buyer A', r, await call('buyer A', r), ENTRANCE.test(r.path) ? (s) => s < 500 : is(403), '403');
        continue;
      }
      const used = namesUsed(doc, r);
      const ownRead = r.method === 'GET' && [...used.path, ...used.query].some((n) => BUYER_OWNED.includes(n));
      check('buyer A', r, await call('buyer A', r), ownRead ? is(200) : r.path.startsWith('/p/') ? passes : (s) => s < 500, ownRead ? '200 on its own object' : 'to pass');
    }

    // AUTHZ_MATRIX_OUT=file.json writes the whole table (operation → role → status) for a reviewer
    if (process.env.AUTHZ_MATRIX_OUT) writeFileSync(process.env.AUTHZ_MATRIX_OUT.replace('.json', `-${ctx().engine}.json`), JSON.stringify(seen, null, 1));
    for (const key of Object.keys(EXPECT)) expect(seen, `EXPECT names an operation that no longer exists: ${key}`).toHaveProperty([key]);
    expect(leaks, leaks.join('\n')).toEqual([]);
    expect(failures, failures.join('\n')).toEqual([]);
    // the fixture really was used: other users tried A's objects on many operations
    expect(ownedChecks).toBeGreaterThanOrEqual(15);
  }, 180_000); // a few seconds alone; the margin is for a loaded machine running every file at once
});
