// Group-buy setup in the console (/p/admin/group-buys): operators for any shop, refused for plain buyers; every setup
// rule answers its message in zh and en; a withdrawn activity is gone from the list; unknown groups answer 404.
import { expect, it } from 'vitest';
import { expectRefused, get, post, put, registerUser } from './account-helpers';
import { HOUR } from './group-buy-helpers';
import { describeEachEngine } from './harness';
import { freshSkus } from './order-helpers';
import { adminToken } from './store-helpers';

describeEachEngine('group buy: console setup', (ctx) => {
  it('an operator creates, lists and withdraws an activity; each setup rule fires; a buyer is refused', async () => {
    const token = await adminToken(ctx);
    const [sku] = await freshSkus(ctx, 1, { price: 5000 });
    const start = ctx().clock.now().getTime() - HOUR;
    const body = {
      prodId: sku!.prodId, nameZh: '夏日拼团', nameEn: 'Summer group buy', groupSize: 3, timeLimitHours: 12,
      startAt: new Date(start).toISOString(), endAt: new Date(start + 48 * HOUR).toISOString(), skus: [{ skuId: sku!.skuId, groupPrice: 3999 }],
    };
    const send = (over: Record<string, unknown>) => (lang: string) => post(ctx, '/p/admin/group-buys', { ...body, ...over }, { token, lang });
    await expectRefused(send({ nameZh: ' ' }), '请输入活动名称（不超过30个字）', 'Please enter an activity name of at most 30 characters');
    await expectRefused(send({ groupSize: 1 }), '成团人数须为2-50人', 'The group size must be 2-50 buyers');
    await expectRefused(send({ timeLimitHours: 0 }), '成团时限须为1-720小时', 'The time limit must be 1-720 hours');
    await expectRefused(send({ endAt: body.startAt }), '活动结束时间须晚于开始时间', 'The end of the activity must be after its start');
    await expectRefused(send({ skus: [] }), '请选择参加拼团的商品规格（不可重复）', 'Please choose the items of the activity (each once)');
    await expectRefused(send({ skus: [{ skuId: sku!.skuId, groupPrice: 5000 }] }), '拼团价须大于0且低于原价', 'The group price must be above 0 and below the usual price');

    const made = await post(ctx, '/p/admin/group-buys', body, { token });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ nameZh: '夏日拼团', groupSize: 3, groupPrice: 3999, price: 5000, phase: 'on', status: 1, groups: { grouping: 0, succeeded: 0, failed: 0 } });
    const id = made.json().activityId;
    expect((await get(ctx, '/p/admin/group-buys?size=50', { token })).json().records.map((r: { activityId: number }) => r.activityId)).toContain(id);
    expect((await get(ctx, `/group-buy/activity/${id}`, { lang: 'en' })).json()).toMatchObject({ name: 'Summer group buy', skus: [{ skuId: sku!.skuId, groupPrice: 3999 }] });

    expect((await put(ctx, `/p/admin/group-buys/${id}/status`, { status: 0 }, { token })).statusCode).toBe(200);
    const gone = await get(ctx, `/group-buy/activity/${id}`, { lang: 'en' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('The group-buying activity does not exist');
    const lost = await get(ctx, '/group-buy/group/99999999', { lang: 'en' });
    expect(lost.statusCode).toBe(404);
    expect(lost.json().message).toBe('The group does not exist');

    const buyer = await registerUser(ctx);
    expect((await post(ctx, '/p/admin/group-buys', body, { token: buyer.token })).statusCode).toBe(403);
  });
});
