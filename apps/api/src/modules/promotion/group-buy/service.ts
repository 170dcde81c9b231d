// Group buying (promotion module): activities (activities.ts), groups as buyers see them (groups.ts), the order
// module's PromotionSource that prices, seats and pays group orders (source.ts), and the sweeper that fails
// groups not full in time and refunds their paid members through the payment module (sweeper.ts). The order and
// payment services are created after this one (the order service takes `source`), so they are connected later.
import type { Db } from '@mall/db';
import { ORDER_TYPE, type ConfirmAnswer, type GroupBuyConfirmBody, type GroupBuyDetail, type Lang } from '@mall/shared';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { pick } from '../../../platform/lang';
import type { AccountService } from '../../account/service';
import type { CatalogService } from '../../catalog/service';
import type { CatalogSkus } from '../../catalog/skus';
import type { OrderService } from '../../order/service';
import type { PaymentService } from '../../payment/service';
import { createActivities } from './activities';
import { createGroupViews } from './groups';
import { createGroupBuySource } from './source';
import { checkMachines } from './status';
import { createGroupSweeper } from './sweeper';

export function createGroupBuyService(db: Db, deps: { clock: Clock; skus: CatalogSkus; account: Pick<AccountService, 'userInfo'>; catalog?: Pick<CatalogService, 'hotSale' | 'detail'> }) {
  const problems = checkMachines();
  if (problems.length) throw new Error(`group buy state machines: ${problems.join('; ')}`);
  const { clock } = deps;
  let order: OrderService | null = null;
  let payment: PaymentService | null = null;
  const orders = () => {
    if (!order) throw new Error('group buy: order service not connected');
    return order;
  };
  const activities = createActivities(db, deps);
  const groups = createGroupViews(db, { ...deps, activities });
  const source = createGroupBuySource(db, { clock, skus: deps.skus, activities, groupOrders: () => orders().groupOrders });
  const sweeper = createGroupSweeper(db, {
    clock,
    groupOrders: () => orders().groupOrders,
    payment: () => {
      if (!payment) throw new Error('group buy: payment service not connected');
      return payment;
    },
  });

  return {
    /** what createOrderService takes among its `promotions` */
    source,
    activities,
    groups,
    /** server.ts, once the order and payment services exist */
    connect(services: { order: OrderService; payment: PaymentService }) {
      order = services.order;
      payment = services.payment;
    },

    list: activities.list,

    /** An activity with its SKUs and the groups open to join. */
    async detail(activityId: number, lang: Lang): Promise<GroupBuyDetail> {
      const a = await activities.get(activityId);
      const [{ card, skus }] = (await activities.cards([a], lang)) as [Awaited<ReturnType<typeof activities.cards>>[number]];
      return {
        ...card,
        skus: skus.map((s) => ({ skuId: s.skuId, skuName: pick(lang, s.skuNameZh, s.skuNameEn), price: s.price, groupPrice: s.groupPrice, stock: s.stock })),
        groups: await groups.openGroups(a.id),
        serverTime: clock.now().toISOString(),
      };
    },

    /** Opens a group (no groupId) or joins one: the order module's confirm at the group price; submit as usual. */
    async confirm(userId: number, body: GroupBuyConfirmBody, lang: Lang): Promise<ConfirmAnswer> {
      const a = await activities.get(body.activityId);
      const prices = (await activities.pricesOf([a.id])).get(a.id) ?? [];
      if (!prices.some((p) => p.skuId === body.skuId)) throw new AppError('groupBuy.skuNotInActivity');
      return orders().confirm(userId, { orderItem: { prodId: a.prodId, skuId: body.skuId, prodCount: body.prodCount }, addrId: body.addrId }, lang, {
        type: ORDER_TYPE.grouping, activityId: a.id, groupId: body.groupId ?? null,
      });
    },

    /**
     * Demo data (main.ts on start): one 2-person activity live for a week from now at 70% of the price, on a popular
     * product after those the flash-sale demo takes; made again only when no demo activity is live.
     */
    async ensureDemo(): Promise<void> {
      if (!deps.catalog) return;
      const now = clock.now();
      if (await activities.liveDemo(now)) return;
      for (const card of (await deps.catalog.hotSale(24, 'zh')).slice(12)) {
        const d = await deps.catalog.detail(card.prodId, 'zh').catch(() => null);
        const skuIds = d?.skus.filter((k) => k.stock >= 10 && k.price >= 100).map((k) => k.skuId) ?? [];
        if (skuIds.length === 0) continue;
        await activities.ensureDemo(`demo-group-${now.getTime()}`, card.prodId, skuIds, { groupSize: 2, hours: 24, percent: 70 });
        return;
      }
    },

    /** Fails groups past their deadline and refunds their paid members (main.ts runs it periodically; tests call it). */
    sweepDue: sweeper.sweepDue,
  };
}

export type GroupBuyService = ReturnType<typeof createGroupBuyService>;
