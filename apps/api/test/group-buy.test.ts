// Group buying: a group opens when its leader pays, fills when every seat is paid (all its orders move to pending
// delivery together), fails when not full in time (every paid member refunded to the fen, unpaid members' orders
// released); 'Grouping activities have not started'; racing buyers for the last seat; no double join; an unpaid
// seat goes back; a payment for a group that closed is given back.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { CANCEL_REASON, ORDER_STATUS, ORDER_TYPE } from '@mall/shared';
import { expectRefused, get } from './account-helpers';
import { checkMachines } from '../src/modules/promotion/group-buy/status';
import { activity, confirmGroup, groupOrder, groupRow, HOUR, memberOf } from './group-buy-helpers';
import { describeEachEngine } from './harness';
import { detail, stockOf, submit } from './order-helpers';
import { balanceOf, balancePay, expectLedgerConsistent, MINUTE, payer } from './payment-helpers';

const BALANCE = 1_000_000;

describeEachEngine('group buy', (ctx) => {
  const order = async (token: string, n: string) => (await detail(ctx, token, n)).json();
  const pay = async (token: string, n: string) => {
    const res = await balancePay(ctx, token, [n]);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('has sound state machines', () => {
    expect(checkMachines()).toEqual([]);
  });

  it('a 2-person group fills: the leader pays (grouping), a buyer joins by the share link and pays, both orders go to pending delivery', async () => {
    const a = await activity(ctx, { size: 2 });
    const [leader, friend] = [await payer(ctx, BALANCE), await payer(ctx, BALANCE)];
    const n1 = await groupOrder(ctx, leader.token, a);
    const o1 = await order(leader.token, n1);
    expect(o1).toMatchObject({ status: ORDER_STATUS.unpaid, orderType: ORDER_TYPE.grouping, productTotal: a.groupPrice });
    const { groupId } = await memberOf(ctx, n1);
    // not joinable (nor listed) before the leader pays
    expect((await get(ctx, `/group-buy/group/${groupId}`)).statusCode).toBe(404);
    expect((await get(ctx, `/group-buy/activity/${a.activityId}`)).json().groups).toEqual([]);

    await pay(leader.token, n1);
    expect((await order(leader.token, n1)).status).toBe(ORDER_STATUS.grouping);
    const shared = (await get(ctx, `/group-buy/group/${groupId}`)).json();
    expect(shared.group).toMatchObject({ state: 'grouping', size: 2, joined: 1, paid: 1, remaining: 1 });
    expect(new Date(shared.group.expiresAt).getTime()).toBe(ctx().clock.now().getTime() + 24 * HOUR);
    const listed = (await get(ctx, `/group-buy/activity/${a.activityId}`)).json();
    expect(listed.groups.map((g: { groupId: number }) => g.groupId)).toEqual([groupId]);
    expect((await get(ctx, `/group-buy/activities?prodId=${a.sku.prodId}`)).json().records[0]).toMatchObject({ activityId: a.activityId, groupPrice: a.groupPrice, price: 10_000, groupSize: 2, phase: 'on', openGroups: 1 });

    const n2 = await groupOrder(ctx, friend.token, a, groupId);
    expect((await get(ctx, `/p/group-buy/group/${groupId}`, { token: friend.token })).json()).toMatchObject({ joinedByMe: true, myOrderNumber: n2, group: { joined: 2, paid: 1, remaining: 0 } });
    await pay(friend.token, n2);
    expect((await order(leader.token, n1)).status).toBe(ORDER_STATUS.pendingDelivery);
    expect((await order(friend.token, n2)).status).toBe(ORDER_STATUS.pendingDelivery);
    expect(await groupRow(ctx, groupId)).toMatchObject({ state: 'succeeded', joined: 2, paid: 2 });
    const mine = (await get(ctx, '/p/group-buy/my', { token: friend.token })).json();
    expect(mine.records[0]).toMatchObject({ groupId, state: 'succeeded', memberState: 'paid', isLeader: false, orderNumber: n2 });
    expect(await stockOf(ctx, a.sku.skuId)).toBe(98);
  });

  it('a group not full in time fails: every paid member is refunded exactly, unpaid members are released, stock comes back; sweeping again changes nothing', async () => {
    const a = await activity(ctx, { size: 3, hours: 2 });
    const [p1, p2, p3] = [await payer(ctx, BALANCE), await payer(ctx, BALANCE), await payer(ctx, BALANCE)];
    const n1 = await groupOrder(ctx, p1.token, a);
    await pay(p1.token, n1);
    const { groupId } = await memberOf(ctx, n1);
    ctx().clock.advance(100 * MINUTE);
    const n2 = await groupOrder(ctx, p2.token, a, groupId);
    await pay(p2.token, n2);
    const n3 = await groupOrder(ctx, p3.token, a, groupId); // not paid
    const paid1 = (await order(p1.token, n1)).actualTotal;
    const paid2 = (await order(p2.token, n2)).actualTotal;
    expect(await balanceOf(ctx, p1.token)).toBe(BALANCE - paid1);
    expect(await stockOf(ctx, a.sku.skuId)).toBe(97);

    ctx().clock.advance(21 * MINUTE); // the group's 2 hours are over (n3's payment deadline is not)
    const swept = await ctx().app.services.groupBuy.sweepDue(ctx().clock.now());
    expect(swept).toEqual({ failed: 1, refunded: 2 });
    expect(await groupRow(ctx, groupId)).toMatchObject({ state: 'failed' });
    for (const [u, n] of [[p1, n1], [p2, n2], [p3, n3]] as const) {
      expect(await order(u.token, n), n).toMatchObject({ status: ORDER_STATUS.canceled, cancelReason: CANCEL_REASON.groupFailed });
    }
    expect(await balanceOf(ctx, p1.token)).toBe(BALANCE);
    expect(await balanceOf(ctx, p2.token)).toBe(BALANCE);
    expect(await balanceOf(ctx, p3.token)).toBe(BALANCE);
    for (const [u, n, amount] of [[p1, n1, paid1], [p2, n2, paid2]] as const) {
      const refunds = (await get(ctx, '/p/balance/records?size=50', { token: u.token })).json().records.filter((r: { type: string }) => r.type === 'refund');
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount, orderNumbers: [n] });
      await expectLedgerConsistent(ctx, u.userId);
      expect(await memberOf(ctx, n)).toMatchObject({ state: 'refunded' });
    }
    expect(await memberOf(ctx, n3)).toMatchObject({ state: 'released' });
    const refundRows = await ctx().database.db.select().from(schema.paymentRefund).where(eq(schema.paymentRefund.idemKey, `group:${(await memberOf(ctx, n1)).id}`));
    expect(refundRows).toMatchObject([{ amount: paid1, status: 'success' }]);
    expect(await stockOf(ctx, a.sku.skuId)).toBe(100);

    expect(await ctx().app.services.groupBuy.sweepDue(ctx().clock.now())).toEqual({ failed: 0, refunded: 0 });
    expect(await balanceOf(ctx, p1.token)).toBe(BALANCE);
    // a refund asked again with the same key is the same refund
    const again = await ctx().app.services.payment.refundOrder(n1, { idemKey: `group:${(await memberOf(ctx, n1)).id}` });
    expect(again.refundNo).toBe((await memberOf(ctx, n1)).refundNo);
    expect(await balanceOf(ctx, p1.token)).toBe(BALANCE);
  });

  it("says 'Grouping activities have not started' before the start and 'The event has ended' after the end", async () => {
    const early = await activity(ctx, { startIn: 2 * HOUR });
    const late = await activity(ctx, { startIn: -3 * HOUR, lastsMs: HOUR });
    const u = await payer(ctx, BALANCE);
    await expectRefused((lang) => confirmGroup(ctx, u.token, early, undefined, { lang }), '拼团活动未开始', 'Grouping activities have not started');
    await expectRefused((lang) => confirmGroup(ctx, u.token, late, undefined, { lang }), '活动已结束', 'The event has ended');
    expect((await get(ctx, `/group-buy/activity/${early.activityId}`)).json().phase).toBe('notStarted');
    // an item not in the activity
    const other = { ...early, sku: { ...early.sku, skuId: late.sku.skuId } };
    await expectRefused((lang) => confirmGroup(ctx, u.token, other, undefined, { lang }), '该商品规格不参加此拼团活动', 'This item is not part of the group-buying activity');
  });

  it('racing buyers for the last seats: exactly as many win as there are seats, the rest hear the group is full', async () => {
    const a = await activity(ctx, { size: 3 });
    const leader = await payer(ctx, BALANCE);
    const n1 = await groupOrder(ctx, leader.token, a);
    await pay(leader.token, n1);
    const { groupId } = await memberOf(ctx, n1);
    const racers = await Promise.all(Array.from({ length: 6 }, () => payer(ctx, BALANCE)));
    const tokens = await Promise.all(racers.map(async (r) => (await confirmGroup(ctx, r.token, a, groupId)).json().submitToken as string));
    const results = await Promise.all(racers.map((r, i) => submit(ctx, r.token, tokens[i]!, {}, { lang: 'en' })));
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('This group is full, please join another group or open one');
    expect(await groupRow(ctx, groupId)).toMatchObject({ joined: 3, paid: 1 });
    expect(await stockOf(ctx, a.sku.skuId)).toBe(97);
    // the two winners pay at the same time: the group fills once, all three orders move
    const winners = racers.filter((_, i) => results[i]!.statusCode === 200);
    const paid = await Promise.all(winners.map((w, i) => balancePay(ctx, w.token, [won[i]!.json().orderNumbers[0]])));
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await groupRow(ctx, groupId)).toMatchObject({ state: 'succeeded', paid: 3 });
    expect((await order(leader.token, n1)).status).toBe(ORDER_STATUS.pendingDelivery);
  });

  it('a buyer cannot join the same group twice, also not with two racing submits', async () => {
    const a = await activity(ctx, { size: 5 });
    const leader = await payer(ctx, BALANCE);
    const n1 = await groupOrder(ctx, leader.token, a);
    await pay(leader.token, n1);
    const { groupId } = await memberOf(ctx, n1);
    await expectRefused((lang) => confirmGroup(ctx, leader.token, a, groupId, { lang }), '您已参加该团，请勿重复参团', 'You have already joined this group');
    const b = await payer(ctx, BALANCE);
    const t1 = (await confirmGroup(ctx, b.token, a, groupId)).json().submitToken;
    const t2 = (await confirmGroup(ctx, b.token, a, groupId)).json().submitToken;
    const both = await Promise.all([submit(ctx, b.token, t1, {}, { lang: 'en' }), submit(ctx, b.token, t2, {}, { lang: 'en' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.statusCode === 400)!.json().message).toBe('You have already joined this group');
    expect(await groupRow(ctx, groupId)).toMatchObject({ joined: 2 });
    await expectRefused((lang) => confirmGroup(ctx, b.token, a, groupId, { lang }), '您已参加该团，请勿重复参团', 'You have already joined this group');
  });

  it("an unpaid member's order expires: the seat and the stock come back and someone else fills the group; an unpaid leader's group never opens", async () => {
    const a = await activity(ctx, { size: 2 });
    const [leader, slow, quick] = [await payer(ctx, BALANCE), await payer(ctx, BALANCE), await payer(ctx, BALANCE)];
    const n1 = await groupOrder(ctx, leader.token, a);
    await pay(leader.token, n1);
    const { groupId } = await memberOf(ctx, n1);
    const n2 = await groupOrder(ctx, slow.token, a, groupId);
    await expectRefused((lang) => confirmGroup(ctx, quick.token, a, groupId, { lang }), '该团已满员，请参加其他团或自己开团', 'This group is full, please join another group or open one');
    ctx().clock.advance(31 * MINUTE);
    await ctx().app.services.order.sweepDue(ctx().clock.now());
    expect((await order(slow.token, n2)).status).toBe(ORDER_STATUS.canceled);
    expect(await memberOf(ctx, n2)).toMatchObject({ state: 'released' });
    expect(await groupRow(ctx, groupId)).toMatchObject({ state: 'grouping', joined: 1 });
    expect(await stockOf(ctx, a.sku.skuId)).toBe(99);
    const n3 = await groupOrder(ctx, quick.token, a, groupId);
    await pay(quick.token, n3);
    expect(await groupRow(ctx, groupId)).toMatchObject({ state: 'succeeded', joined: 2, paid: 2 });

    // a leader who never pays: the group fails unopened, the stock is back
    const lazy = await payer(ctx, BALANCE);
    const n4 = await groupOrder(ctx, lazy.token, a);
    const g4 = (await memberOf(ctx, n4)).groupId;
    ctx().clock.advance(31 * MINUTE);
    await ctx().app.services.order.sweepDue(ctx().clock.now());
    expect(await groupRow(ctx, g4)).toMatchObject({ state: 'failed' });
    expect(await stockOf(ctx, a.sku.skuId)).toBe(98);
  });

  it('a payment arriving after the group closed is refused and given back', async () => {
    const a = await activity(ctx, { size: 2, hours: 1 });
    const [leader, late] = [await payer(ctx, BALANCE), await payer(ctx, BALANCE)];
    const n1 = await groupOrder(ctx, leader.token, a);
    await pay(leader.token, n1);
    const { groupId } = await memberOf(ctx, n1);
    ctx().clock.advance(55 * MINUTE);
    const n2 = await groupOrder(ctx, late.token, a, groupId);
    ctx().clock.advance(6 * MINUTE); // the group's hour is over, n2 is still within its payment deadline
    const res = await balancePay(ctx, late.token, [n2], undefined, 'en');
    expect(res.statusCode).toBe(400);
    const third = await payer(ctx, BALANCE);
    await expectRefused((lang) => confirmGroup(ctx, third.token, a, groupId, { lang }), '该团已结束，请参加其他团或自己开团', 'This group has closed, please join another group or open one');
    expect(await balanceOf(ctx, late.token)).toBe(BALANCE);
    await expectLedgerConsistent(ctx, late.userId);
    const swept = await ctx().app.services.groupBuy.sweepDue(ctx().clock.now());
    expect(swept).toEqual({ failed: 1, refunded: 1 });
    expect(await balanceOf(ctx, leader.token)).toBe(BALANCE);
    expect((await order(late.token, n2)).status).toBe(ORDER_STATUS.canceled);
  });
});
