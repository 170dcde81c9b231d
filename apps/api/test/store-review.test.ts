// Platform review: operators only (403 for anyone else, 401 without a token), racing reviews leave one winner,
// shop status transitions are guarded and logged, and a shop that is not open stops being reachable.
import { expect, it } from 'vitest';
import { get, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken, applyBody, buyer, centerInfo, loginAs } from './store-helpers';
import { ensureDemoUsers } from '../src/modules/account/demo-users';

describeEachEngine('store: platform review', (ctx) => {
  const submitted = async () => {
    const u = await buyer(ctx);
    const res = await post(ctx, '/p/shop/apply', applyBody(u.id), { token: u.token });
    expect(res.statusCode, res.body).toBe(200);
    return { ...u, applicationId: res.json().applicationId as number };
  };
  const routes = (appId: number, shopId: number, authId: number): [string, string, unknown?][] => [
    ['GET', '/p/admin/shop/applications'],
    ['GET', '/p/admin/shop/applications?status=0'],
    ['POST', `/p/admin/shop/applications/${appId}/approve`, {}],
    ['POST', `/p/admin/shop/applications/${appId}/reject`, { remarks: 'no' }],
    ['POST', `/p/admin/shop/${shopId}/status`, { action: 'offline' }],
    ['GET', '/p/admin/companyAuth'],
    ['POST', `/p/admin/companyAuth/${authId}/approve`, {}],
    ['POST', `/p/admin/companyAuth/${authId}/reject`, { remarks: 'no' }],
  ];

  it('refuses every admin route to a buyer and a seller (403) and to nobody (401); the operator passes', async () => {
    const ids = await ensureDemoUsers(ctx().app.services.account);
    await ctx().app.services.store.ensureDemoOwner(ids.demo_seller);
    const seller = await loginAs(ctx, 'demo_seller', 'demo@123456');
    const app = await submitted();
    const shopId = (await centerInfo(ctx, seller)).shopId as number;
    expect(shopId).toBeGreaterThan(0);
    for (const token of [app.token, seller]) {
      for (const [method, url, body] of routes(app.applicationId, shopId, 1)) {
        const res = await ctx().app.inject({ method: method as 'GET', url: `/shop-api${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' }, ...(body ? { payload: body as object } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
      }
    }
    for (const [method, url, body] of routes(app.applicationId, shopId, 1)) {
      const res = await ctx().app.inject({ method: method as 'GET', url: `/shop-api${url}`, ...(body ? { payload: body as object } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    // nothing changed
    expect((await get(ctx, '/p/shop/apply', { token: app.token })).json().application.auditStatus).toBe(0);
    expect((await get(ctx, `/shop/headInfo?shopId=${shopId}`)).json().shopStatus).toBe(1);
    const admin = await adminToken(ctx);
    const list = await get(ctx, '/p/admin/shop/applications?status=0&size=100', { token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().records.some((r: { applicationId: number }) => r.applicationId === app.applicationId)).toBe(true);
    expect(list.json().records.every((r: { auditStatus: number }) => r.auditStatus === 0)).toBe(true);
    expect((await post(ctx, '/p/admin/shop/applications/999999/approve', {}, { token: admin })).statusCode).toBe(404);
  });

  it('two racing reviews: one winner, one shop', async () => {
    const admin = await adminToken(ctx);
    for (const pair of [['approve', 'approve'], ['approve', 'reject'], ['reject', 'reject']]) {
      const app = await submitted();
      const results = await Promise.all(pair.map((action) => post(ctx, `/p/admin/shop/applications/${app.applicationId}/${action}`, action === 'reject' ? { remarks: '资料不全' } : {}, { token: admin })));
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join()).toEqual([200, 400]);
      expect(results.find((r) => r.statusCode === 400)!.json().message).toBe('状态已发生改变，请刷新后重试');
      const history = await ctx().app.services.store.applications.history('application', app.applicationId);
      expect(history).toHaveLength(2);
      const info = await centerInfo(ctx, app.token);
      const winner = pair[results.findIndex((r) => r.statusCode === 200)];
      if (winner === 'approve') expect(info).toMatchObject({ shopAuditStatus: 1, shopStatus: 1 });
      else expect(info).toMatchObject({ shopAuditStatus: 2, shopStatus: 5, shopId: null });
    }
  });

  it('takes a shop offline, suspends and reopens it as the table allows; the user center and headInfo follow', async () => {
    const admin = await adminToken(ctx);
    const app = await submitted();
    const shopId = (await post(ctx, `/p/admin/shop/applications/${app.applicationId}/approve`, {}, { token: admin })).json().shopId;
    const act = (action: string) => post(ctx, `/p/admin/shop/${shopId}/status`, { action, remarks: '违规' }, { token: admin });
    expect((await act('open')).json().message).toBe('状态已发生改变，请刷新后重试');
    expect((await act('offline')).json()).toEqual({ shopId, shopStatus: 2 });
    expect(await centerInfo(ctx, app.token)).toMatchObject({ shopStatus: 2, shopId });
    expect((await get(ctx, `/shop/headInfo?shopId=${shopId}`)).json()).toMatchObject({ shopStatus: 2, open: false });
    expect((await act('offline')).statusCode).toBe(400);
    expect((await act('suspend')).json().shopStatus).toBe(3);
    expect((await act('open')).json().shopStatus).toBe(1);
    // racing: two operators take it offline at once
    const raced = await Promise.all([act('offline'), act('offline'), act('suspend')]);
    expect(raced.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const history = await ctx().app.services.store.applications.history('shop', shopId);
    expect(history[0]).toMatchObject({ event: 'approve', fromStatus: null, toStatus: 1 });
    // every logged change starts where the previous one ended
    for (let i = 1; i < history.length; i++) expect(history[i]!.fromStatus).toBe(history[i - 1]!.toStatus);
    expect((await post(ctx, '/p/admin/shop/999999/status', { action: 'offline' }, { token: admin })).statusCode).toBe(404);
  });
});
