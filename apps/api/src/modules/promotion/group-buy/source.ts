// Group buying as a PromotionSource of the order module (order/promotions.ts): quote prices a line at the group
// price and refuses what cannot be bought (not started, ended, the group full or closed, joined twice); reserve
// takes the SKU stock and the seat inside submit's transaction (a new group waiting for its leader's payment, or
// a guarded `joined < size` seat of an open group); release frees both when an unpaid order is canceled or
// expires; paid (inside markPaid's transaction) opens the leader's group, counts a member's payment and, when the
// last seat is paid, moves every order of the group to pending delivery in that same transaction.
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { ORDER_TYPE } from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { CatalogSkus, DbOrTx } from '../../catalog/skus';
import type { PromotionSource } from '../../order/promotions';
import type { GroupOrders } from '../../order/group-orders';
import { phaseOf, type Activities } from './activities';
import { moveGroup, moveMembers } from './status';

const { groupBuyActivity, groupBuyGroup, groupBuyMember } = schema;
const HOUR = 3600_000;

export function createGroupBuySource(db: Db, deps: { clock: Clock; skus: CatalogSkus; activities: Activities; groupOrders: () => GroupOrders }): PromotionSource {
  const { clock, skus, activities } = deps;

  /** Why this group cannot take a seat now (or null when it can). */
  function refusal(g: typeof groupBuyGroup.$inferSelect | undefined, activityId: number, now: Date) {
    if (!g || g.activityId !== activityId || g.state === 'opening') return new AppError('groupBuy.groupNotFound', 404);
    if (g.state !== 'grouping' || !g.expiresAt || g.expiresAt.getTime() <= now.getTime()) return new AppError('groupBuy.groupClosed');
    if (g.joined >= g.size) return new AppError('groupBuy.groupFull');
    return null;
  }

  return {
    orderType: ORDER_TYPE.grouping,

    async quote(userId, activityId, line, ref) {
      const now = clock.now();
      const a = await activities.get(activityId);
      const price = (await activities.pricesOf([a.id])).get(a.id)?.find((p) => p.skuId === line.skuId);
      if (a.prodId !== line.prodId || !price) throw new AppError('groupBuy.skuNotInActivity');
      if (ref?.groupId) {
        const [g] = await db.select().from(groupBuyGroup).where(eq(groupBuyGroup.id, ref.groupId));
        const no = refusal(g, a.id, now);
        if (no) throw no;
        const [seat] = await db.select({ id: groupBuyMember.id }).from(groupBuyMember)
          .where(and(eq(groupBuyMember.groupId, ref.groupId), eq(groupBuyMember.userId, userId), ne(groupBuyMember.state, 'released')));
        if (seat) throw new AppError('groupBuy.alreadyJoined');
      } else {
        const phase = phaseOf(a, now);
        if (phase === 'notStarted') throw new AppError('groupBuy.notStarted');
        if (phase === 'ended') throw new AppError('groupBuy.ended');
      }
      const sku = (await skus.byIds([line.skuId])).get(line.skuId);
      if (!sku || sku.stock < line.count) throw new AppError('cart.insufficientStock');
      return { unitPrice: price.groupPrice };
    },

    async reserve(tx, userId, activityId, line, orderId, ref) {
      const now = clock.now();
      await skus.reserve(tx, [{ skuId: line.skuId, count: line.count }]);
      const member = { activityId, userId, orderId, orderNumber: ref?.orderNumber ?? '', skuId: line.skuId, count: line.count, state: 'reserved' as const, joinedAt: now, updatedAt: now };
      if (!ref?.groupId) {
        // inside the transaction's connection (PGlite has only one)
        const [a] = await tx.select({ groupSize: groupBuyActivity.groupSize }).from(groupBuyActivity).where(eq(groupBuyActivity.id, activityId));
        if (!a) throw new AppError('groupBuy.notFound', 404);
        const [g] = await tx.insert(groupBuyGroup).values({ activityId, leaderUserId: userId, state: 'opening', size: a.groupSize, joined: 1, createdAt: now, updatedAt: now })
          .returning({ id: groupBuyGroup.id });
        await tx.insert(groupBuyMember).values({ ...member, groupId: g!.id, isLeader: true });
        return;
      }
      // one live seat per user and group (unique index): a second join of the same user inserts nothing
      const seat = await tx.insert(groupBuyMember).values({ ...member, groupId: ref.groupId, isLeader: false }).onConflictDoNothing().returning({ id: groupBuyMember.id });
      if (seat.length === 0) throw new AppError('groupBuy.alreadyJoined');
      const [taken] = await tx.update(groupBuyGroup).set({ joined: sql`${groupBuyGroup.joined} + 1`, updatedAt: now })
        .where(and(eq(groupBuyGroup.id, ref.groupId), eq(groupBuyGroup.state, 'grouping'), lt(groupBuyGroup.joined, groupBuyGroup.size), gt(groupBuyGroup.expiresAt, now)))
        .returning({ id: groupBuyGroup.id });
      if (!taken) {
        const [g] = await tx.select().from(groupBuyGroup).where(eq(groupBuyGroup.id, ref.groupId));
        throw refusal(g, activityId, now) ?? new AppError('groupBuy.groupFull');
      }
    },

    async release(tx: DbOrTx, orderIds: number[]) {
      if (orderIds.length === 0) return;
      const now = clock.now();
      const rows = await tx.select().from(groupBuyMember).where(inArray(groupBuyMember.orderId, orderIds));
      await skus.release(tx, rows.map((m) => ({ skuId: m.skuId, count: m.count })));
      const freed = await moveMembers(tx, inArray(groupBuyMember.orderId, orderIds), 'release', now);
      for (const m of freed) {
        if (m.isLeader) await moveGroup(tx, m.groupId, 'abandon', now, { finishedAt: now, joined: 0 });
        else {
          await tx.update(groupBuyGroup).set({ joined: sql`${groupBuyGroup.joined} - 1`, updatedAt: now })
            .where(and(eq(groupBuyGroup.id, m.groupId), eq(groupBuyGroup.state, 'grouping'), gt(groupBuyGroup.joined, groupBuyGroup.paid)));
        }
      }
    },

    async paid(tx, orders, now) {
      for (const o of orders) {
        const [m] = await moveMembers(tx, eq(groupBuyMember.orderId, o.id), 'pay', now, { paidAt: now });
        if (!m) throw new AppError('groupBuy.groupClosed');
        if (m.isLeader) {
          const [a] = await tx.select({ hours: groupBuyActivity.timeLimitHours }).from(groupBuyActivity).where(eq(groupBuyActivity.id, m.activityId));
          const opened = await moveGroup(tx, m.groupId, 'open', now, { paid: 1, openedAt: now, expiresAt: new Date(now.getTime() + a!.hours * HOUR) });
          if (!opened) throw new AppError('groupBuy.groupClosed');
          continue;
        }
        const [g] = await tx.update(groupBuyGroup).set({ paid: sql`${groupBuyGroup.paid} + 1`, updatedAt: now })
          .where(and(eq(groupBuyGroup.id, m.groupId), eq(groupBuyGroup.state, 'grouping'), gt(groupBuyGroup.expiresAt, now))).returning();
        if (!g) throw new AppError('groupBuy.groupClosed');
        if (g.paid < g.size) continue;
        if (!(await moveGroup(tx, g.id, 'fill', now, { finishedAt: now }, eq(groupBuyGroup.paid, groupBuyGroup.size)))) continue;
        const members = await tx.select({ orderId: groupBuyMember.orderId }).from(groupBuyMember).where(and(eq(groupBuyMember.groupId, g.id), eq(groupBuyMember.state, 'paid')));
        await deps.groupOrders().grouped(tx, members.map((x) => x.orderId), now);
      }
    },
  };
}
