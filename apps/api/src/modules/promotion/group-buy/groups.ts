// Groups as buyers see them: the open groups of an activity (remaining seats, countdown, masked members), one group
// by its share link with the caller's seat, and the caller's own groups (my groups).
import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { GROUP_BUY_LIMITS, type GroupDetail, type GroupView, type Lang, type MyGroup, type Paged } from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { pick } from '../../../platform/lang';
import type { AccountService } from '../../account/service';
import type { CatalogSkus } from '../../catalog/skus';
import type { Activities } from './activities';

const { groupBuyGroup, groupBuyMember } = schema;
type GroupRow = typeof groupBuyGroup.$inferSelect;

/** '张三丰' → '张**', 'demo_buyer' → 'd***r'. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${name}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  if (/^[\u4e00-\u9fff]/.test(name)) return `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 3))}`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

export function createGroupViews(db: Db, deps: { clock: Clock; skus: CatalogSkus; activities: Activities; account: Pick<AccountService, 'userInfo'> }) {
  const { clock, activities, account } = deps;

  async function views(groups: GroupRow[]): Promise<GroupView[]> {
    if (groups.length === 0) return [];
    const members = await db.select().from(groupBuyMember)
      .where(and(inArray(groupBuyMember.groupId, groups.map((g) => g.id)), ne(groupBuyMember.state, 'released'))).orderBy(desc(groupBuyMember.isLeader), asc(groupBuyMember.id));
    const names = new Map<number, { nickName: string; pic: string }>();
    for (const uid of new Set(members.map((m) => m.userId))) {
      const u = await account.userInfo(uid).catch(() => null);
      names.set(uid, { nickName: maskName(u?.nickName || u?.username || '*'), pic: u?.pic ?? '' });
    }
    return groups.map((g) => {
      const mine = members.filter((m) => m.groupId === g.id);
      const leader = mine.find((m) => m.isLeader);
      return {
        groupId: g.id, activityId: g.activityId, state: g.state, size: g.size, joined: g.joined, paid: g.paid, remaining: Math.max(g.size - g.joined, 0),
        expiresAt: g.expiresAt?.toISOString() ?? null, leaderName: leader ? names.get(leader.userId)!.nickName : '',
        members: mine.map((m) => ({ ...names.get(m.userId)!, isLeader: m.isLeader, paid: m.state !== 'reserved' })),
      };
    });
  }

  return {
    views,

    /** The groups of an activity buyers can join now: open, not expired, a seat left; the fewest seats left first. */
    async openGroups(activityId: number, limit: number = GROUP_BUY_LIMITS.openGroupsShown): Promise<GroupView[]> {
      const rows = await db.select().from(groupBuyGroup)
        .where(and(eq(groupBuyGroup.activityId, activityId), eq(groupBuyGroup.state, 'grouping'), gt(groupBuyGroup.expiresAt, clock.now())))
        .orderBy(desc(groupBuyGroup.joined), asc(groupBuyGroup.expiresAt)).limit(limit * 2);
      return (await views(rows.filter((g) => g.joined < g.size).slice(0, limit)));
    },

    /** The share link: a group with its activity (a group still waiting for its leader's payment answers 404). */
    async group(groupId: number, userId: number | null, lang: Lang): Promise<GroupDetail> {
      const [g] = await db.select().from(groupBuyGroup).where(eq(groupBuyGroup.id, groupId));
      if (!g || (g.state === 'opening' && g.leaderUserId !== userId)) throw new AppError('groupBuy.groupNotFound', 404);
      const a = await activities.get(g.activityId);
      const [{ card, skus }] = (await activities.cards([a], lang)) as [Awaited<ReturnType<Activities['cards']>>[number]];
      const [mine] = userId === null ? [] : await db.select().from(groupBuyMember)
        .where(and(eq(groupBuyMember.groupId, g.id), eq(groupBuyMember.userId, userId), ne(groupBuyMember.state, 'released')));
      return {
        group: (await views([g]))[0]!,
        activity: { ...card, skus: skus.map((s) => ({ skuId: s.skuId, skuName: pick(lang, s.skuNameZh, s.skuNameEn), price: s.price, groupPrice: s.groupPrice, stock: s.stock })), serverTime: clock.now().toISOString() },
        joinedByMe: !!mine,
        myOrderNumber: mine?.orderNumber ?? null,
        serverTime: clock.now().toISOString(),
      };
    },

    /** The caller's groups, newest first (seats given up are left out). */
    async mine(userId: number, current: number, size: number, lang: Lang): Promise<Paged<MyGroup>> {
      const where = and(eq(groupBuyMember.userId, userId), ne(groupBuyMember.state, 'released'));
      const all = await db.select({ m: groupBuyMember, g: groupBuyGroup }).from(groupBuyMember).innerJoin(groupBuyGroup, eq(groupBuyGroup.id, groupBuyMember.groupId))
        .where(where).orderBy(desc(groupBuyMember.id));
      const page = all.slice((current - 1) * size, current * size);
      const skuMap = await deps.skus.byIds(page.map((r) => r.m.skuId));
      const prices = await activities.pricesOf([...new Set(page.map((r) => r.g.activityId))]);
      const records = page.map(({ m, g }): MyGroup => {
        const s = skuMap.get(m.skuId);
        return {
          groupId: g.id, activityId: g.activityId, prodId: s?.prodId ?? 0, prodName: s ? pick(lang, s.prodNameZh, s.prodNameEn) : '', pic: s?.pic ?? '',
          groupPrice: prices.get(g.activityId)?.find((p) => p.skuId === m.skuId)?.groupPrice ?? 0, state: g.state, memberState: m.state, isLeader: m.isLeader,
          size: g.size, joined: g.joined, paid: g.paid, expiresAt: g.expiresAt?.toISOString() ?? null, orderNumber: m.orderNumber, joinedAt: m.joinedAt.toISOString(),
        };
      });
      return { records, total: all.length, current, size, pages: Math.ceil(all.length / size) };
    },
  };
}

export type GroupViews = ReturnType<typeof createGroupViews>;
