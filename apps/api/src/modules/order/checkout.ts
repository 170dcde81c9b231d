// Checkout: confirm prices the selection (cart lines or one "buy now" item) per shop through the pricing
// pipeline and issues a one-time submit token; submit re-prices, compares with what confirm showed, and
// in ONE transaction spends the token (guarded: a second submit with it is refused), reserves stock
// (guarded: never oversold), creates one order per shop and removes the ordered cart lines.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@mall/db';
import type { OrderInvoice, SubmitSelection } from '@mall/db/schema';
import {
  cartCountRule, invoiceRule, POINTS_STEP, remarksRule, type ConfirmAnswer, type ConfirmBody, type Lang, type SubmitAnswer, type SubmitBody, type UserAddress,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';
import type { AddressService } from '../address/service';
import type { CartService } from '../cart/service';
import type { CatalogSkus, SkuInfo } from '../catalog/skus';
import type { StoreService } from '../store/service';
import type { FreightTemplates } from './freight-templates';
import { withOrderNumbers } from './numbers';
import { planCoupons, type CouponPlan } from './pricing/coupons';
import { CART_STEPS, CHECKOUT_STEPS, lineDiscount, runPipeline, settle } from './pricing/pipeline';
import { planPoints, withPoints, type PointsPlan } from './pricing/points';
import { noDiscounts } from './pricing/shop-discounts';
import { promotionRegistry, sourceOf, type PromotionRef, type PromotionSources } from './promotions';
import type { BundleSource, CouponSource, DiscountSource, GiftSource, MemberBenefit, MemberPriceSource, PlannedGift, PointsSource, PricingInput, QuoteSource, ShopDraft } from './pricing/types';
import { INITIAL_STATUS } from './status';
import { addressSnapshot, lineRows, orderRow } from './order-rows';
import { createReservedOrders } from './reserved';
import { applyTransition } from './transitions';

const { orders, orderItem, orderStatusLog, orderSubmitToken } = schema;

export { DEFAULT_ORDER_CONFIG, type OrderConfig } from './config';
import type { OrderConfig } from './config';

export interface CheckoutDeps {
  clock: Clock;
  skus: CatalogSkus;
  cart: CartService;
  address: AddressService;
  store: StoreService;
  freight: FreightTemplates;
  discounts: DiscountSource;
  /** the buyer's coupons (promotion module); none when absent */
  coupons?: CouponSource;
  /** activities (flash sale, group buy) a buy-now line can be bought under, by ORDER_TYPE (promotions.ts) */
  promotions?: PromotionSources;
  /** the buyer's points (member module); none: points cannot be used */
  points?: PointsSource;
  /** the buyer's member price (membership module); none: no member price */
  member?: MemberPriceSource;
  /** prices shops quoted to a buyer (inquiry module; called when a request comes); none: no quoted prices */
  quotes?: () => QuoteSource | null;
  /** packages bought together (bundle module; decision 036); none: packages cannot be bought */
  bundles?: () => BundleSource | null;
  /** gift lines orders earn (gift module; decision 036); none: no gifts */
  gifts?: () => GiftSource | null;
  config: OrderConfig;
}

function selectionOf(body: ConfirmBody, promotion?: PromotionRef): SubmitSelection {
  if (promotion) {
    if (!body.orderItem) throw new AppError('order.nothingSelected');
    const { prodId, skuId, prodCount } = body.orderItem;
    if (cartCountRule(prodCount)) throw new AppError('cart.countInvalid');
    return { basketIds: null, item: { prodId, skuId, count: prodCount, promotion: { type: promotion.type, activityId: promotion.activityId, ...(promotion.groupId ? { groupId: promotion.groupId } : {}), ...(promotion.presaleOrderId ? { presaleOrderId: promotion.presaleOrderId } : {}) } }, addrId: body.addrId ?? null };
  }
  if (body.bundle) return { basketIds: null, item: null, bundle: { bundleId: body.bundle.bundleId, count: body.bundle.count }, addrId: body.addrId ?? null };
  if (body.basketIds?.length || body.cartBundleIds?.length) {
    return { basketIds: [...new Set(body.basketIds ?? [])], item: null, ...(body.cartBundleIds?.length ? { cartBundleIds: [...new Set(body.cartBundleIds)] } : {}), addrId: body.addrId ?? null };
  }
  if (!body.orderItem) throw new AppError('order.nothingSelected');
  const { prodId, skuId, prodCount, inquiryId } = body.orderItem;
  if (cartCountRule(prodCount)) throw new AppError('cart.countInvalid');
  return { basketIds: null, item: { prodId, skuId, count: prodCount, ...(inquiryId ? { inquiryId } : {}) }, addrId: body.addrId ?? null };
}

export function createCheckout(db: Db, deps: CheckoutDeps) {
  const { clock, skus, cart, address, store, freight, discounts, coupons, points, config } = deps;
  const memberOf = async (userId: number, promo: boolean): Promise<MemberBenefit | null> => (promo || !deps.member ? null : deps.member.benefit(userId));
  const promotions = deps.promotions ?? promotionRegistry();

  /** The selection's lines with current SKU data; refuses what cannot be bought now. */
  async function gather(userId: number, selection: SubmitSelection): Promise<{ lines: PricingInput[]; skuMap: Map<number, SkuInfo> }> {
    // packages: one bought now, or those of the cart; each part a line at its share of the package price
    const packs = selection.bundle ? [selection.bundle] : selection.cartBundleIds?.length ? await cart.bundles.linesOf(userId, selection.cartBundleIds) : [];
    const source = packs.length ? deps.bundles?.() : null;
    if (packs.length && !source) throw new AppError('bundle.notFound', 404);
    const parts: { basketId: null; prodId: number; skuId: number; count: number; unitPrice: number; bundleId: number }[] = [];
    for (const p of packs) for (const l of await source!.lines(p.bundleId, p.count)) parts.push({ basketId: null, ...l, bundleId: p.bundleId });
    const basket = selection.basketIds?.length ? await cart.linesOf(userId, selection.basketIds) : [];
    const raw = selection.bundle ? parts : selection.basketIds ? [...parts, ...basket] : selection.item ? [{ basketId: null, ...selection.item }] : [];
    if (raw.length === 0) throw new AppError('order.nothingSelected');
    const skuMap = await skus.byIds(raw.map((r) => r.skuId));
    const lines = raw.map((r): PricingInput => {
      const sku = skuMap.get(r.skuId);
      if (!sku || sku.prodId !== r.prodId || !sku.onShelf || !sku.shopOpen) throw new AppError('cart.prodUnavailable');
      if (cartCountRule(r.count)) throw new AppError('cart.countInvalid');
      // an activity's line is sold from the activity's own stock (its source checks it in quote)
      if (!selection.item?.promotion && r.count > sku.stock) throw new AppError('cart.insufficientStock');
      const inBundle = 'unitPrice' in r && 'bundleId' in r ? { bundle: { bundleId: r.bundleId, unitPrice: r.unitPrice } } : {};
      return { skuId: r.skuId, prodId: r.prodId, shopId: sku.shopId, basketId: r.basketId, price: sku.price, count: r.count, weight: sku.weight, goodsType: sku.goodsType, ...inBundle };
    });
    const promo = selection.item?.promotion;
    if (promo && lines[0]) {
      const q = await sourceOf(promotions, promo.type).quote(userId, promo.activityId, { prodId: lines[0].prodId, skuId: lines[0].skuId, count: lines[0].count }, promo);
      lines[0] = { ...lines[0], promotion: { ...promo, unitPrice: q.unitPrice, ...(q.points ? { points: q.points } : {}), ...(q.freeFreight ? { freeFreight: true } : {}) } };
    }
    const inquiryId = selection.item?.inquiryId;
    if (inquiryId && lines[0]) {
      const source = deps.quotes?.();
      if (!source) throw new AppError('inquiry.notFound', 404);
      const q = await source.quote(userId, inquiryId, { prodId: lines[0].prodId, skuId: lines[0].skuId, count: lines[0].count });
      lines[0] = { ...lines[0], quote: { inquiryId, unitPrice: q.unitPrice } };
    }
    return { lines, skuMap };
  }

  /**
   * Prices the lines. Coupons span shops (a platform coupon), so they are planned on the drafts after shop
   * discounts (CART_STEPS) and the plan's per-line shares are handed to the coupon step of the full run.
   */
  async function price(userId: number, lines: PricingInput[], provinceCode: string | null, couponChoice?: number[], atSubmit = false, lang: Lang = 'zh', usePoints = 0): Promise<{ drafts: ShopDraft[]; plan: CouponPlan | null; pointsPlan: PointsPlan; rules: { pointsPerYuan: number; maxSharePercent: number }; balance: number; member: MemberBenefit | null }> {
    // an activity's price, and a price a shop quoted, is final: no shop discount, coupon or points on top of it
    const promo = lines.some((l) => l.promotion || l.quote || l.bundle);
    const member = await memberOf(userId, promo);
    const base = { userId, provinceCode, discounts: promo ? noDiscounts : discounts, freight: freight.source(), couponIds: [], usePoints, member };
    let drafts: ShopDraft[];
    let plan: CouponPlan | null = null;
    if (!coupons || promo) drafts = await runPipeline(lines, base, CHECKOUT_STEPS);
    else {
      const rules = await coupons.usableFor(userId, [...new Set(lines.map((l) => l.prodId))], lang);
      plan = planCoupons(await runPipeline(lines, base, CART_STEPS), rules, couponChoice, atSubmit ? 'coupon.used' : 'coupon.notFound');
      drafts = await runPipeline(lines, { ...base, couponIds: plan.chosen, couponShares: plan.shares }, CHECKOUT_STEPS);
    }
    // points come after coupons and before freight, which does not depend on them: the priced drafts get their shares
    const [rules, balance] = points ? await Promise.all([points.rules(), points.balance(userId)]) : [{ pointsPerYuan: 100, maxSharePercent: 0 }, 0];
    // at submit the balance is the ledger's to check, under the account lock in the transaction
    const pointsPlan = planPoints(drafts, usePoints, rules, atSubmit ? null : balance, Boolean(points) && !promo);
    if (usePoints > 0) drafts = drafts.map((d) => settle(withPoints(d, pointsPlan.shares)));
    return { drafts, plan, pointsPlan, rules, balance, member };
  }

  const sum = (drafts: ShopDraft[], f: (d: ShopDraft) => number) => drafts.reduce((s, d) => s + f(d), 0);

  /** The gifts the priced orders earn (none under an activity's or a quoted price). */
  async function giftsOf(drafts: ShopDraft[], lines: PricingInput[], lang: Lang): Promise<Map<number, PlannedGift[]>> {
    const source = deps.gifts?.();
    if (!source || lines.some((l) => l.promotion || l.quote)) return new Map();
    return source.plan(drafts, lang);
  }
  const giftAnswer = (g: PlannedGift) => ({ ruleId: g.ruleId, ruleName: g.ruleName, prodId: g.prodId, skuId: g.skuId, prodName: g.prodName, skuName: g.skuName, pic: g.pic, count: g.count, value: g.value, returnPolicy: g.returnPolicy });

  /** Marks orders that cost no cash paid inside submit's transaction (the 'pay' transition: unpaid → pending delivery). */
  async function payFreeOrders(tx: DbOrTx, orderIds: number[], now: Date, payType: number): Promise<void> {
    for (const id of orderIds) {
      const [o] = await tx.select({ id: orders.id, status: orders.status, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, id));
      if (!o || !(await applyTransition(tx, o, 'pay', now, { payTime: now, payType, payNo: `points-${o.orderNumber}` }))) throw new AppError('order.statusChanged');
    }
  }

  async function addressOf(userId: number, addrId: number | null): Promise<UserAddress | null> {
    if (addrId === null) return null;
    return address.get(userId, addrId).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    });
  }


  /** The answer of a token already spent: its orders (the caller's), or null when it made none. */
  async function answered(userId: number, token: string): Promise<SubmitAnswer | null> {
    const [tok] = await db.select({ usedAt: orderSubmitToken.usedAt, orderNumbers: orderSubmitToken.orderNumbers }).from(orderSubmitToken)
      .where(and(eq(orderSubmitToken.token, token), eq(orderSubmitToken.userId, userId)));
    if (!tok?.usedAt || tok.orderNumbers.length === 0) return null;
    const made = await db.select({ actualTotal: orders.actualTotal, expiresAt: orders.expiresAt }).from(orders)
      .where(and(inArray(orders.orderNumber, tok.orderNumbers), eq(orders.userId, userId)));
    if (made.length !== tok.orderNumbers.length) return null;
    return { orderNumbers: tok.orderNumbers, actualTotal: made.reduce((t, o) => t + o.actualTotal, 0), expiresAt: made[0]!.expiresAt!.toISOString() };
  }
  const reserved = createReservedOrders(db, {
    clock, skus, address, promotions, config,
    // an activity's price is final (no member price, coupon or points): the buyer only changes freight by province
    price: async (userId, lines, provinceCode) => (await price(userId, lines, provinceCode, [], true, 'zh', 0)).drafts,
  });
  return {
    /** Orders for a batch of reservations an activity's gate already admitted (the flash sale's queue: reserved.ts). */
    placeReserved: reserved.place,

    /** `promotion`: buy the one item under this activity (the promotion module's confirm call passes it). */
    async confirm(userId: number, body: ConfirmBody, lang: Lang, promotion?: PromotionRef): Promise<ConfirmAnswer> {
      const selection = selectionOf(body, promotion);
      const addr = body.addrId ? await address.get(userId, body.addrId) : await address.defaultOf(userId);
      const { lines, skuMap } = await gather(userId, selection);
      const { drafts, plan, pointsPlan, rules, balance, member } = await price(userId, lines, addr?.provinceCode ?? null, body.couponIds, false, lang, body.usePoints ?? 0);
      const now = clock.now();
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now.getTime() + config.submitTokenTtlMs);
      await db.insert(orderSubmitToken).values({
        token, userId, createdAt: now, expiresAt,
        selection: { ...selection, addrId: addr?.addrId ?? null, couponIds: plan?.chosen ?? [], usePoints: pointsPlan.used },
        preview: { shops: drafts.map((d) => ({ shopId: d.shopId, actualTotal: d.actualTotal })), actualTotal: sum(drafts, (d) => d.actualTotal) },
      });
      const shops = await store.summaries(drafts.map((d) => d.shopId), lang);
      const gifts = await giftsOf(drafts, lines, lang);
      return {
        submitToken: token,
        expiresAt: expiresAt.toISOString(),
        userAddr: addr,
        needAddress: lines.some((l) => l.goodsType === 0),
        shopOrders: drafts.map((d) => ({
          shopId: d.shopId,
          shopName: shops.get(d.shopId)?.shopName ?? '',
          selfOperated: shops.get(d.shopId)?.selfOperated ?? false,
          items: d.lines.map((l) => {
            const sku = skuMap.get(l.skuId)!;
            const discountAmount = lineDiscount(l);
            return {
              basketId: l.basketId, prodId: l.prodId, skuId: l.skuId, prodName: pick(lang, sku.prodNameZh, sku.prodNameEn), skuName: pick(lang, sku.skuNameZh, sku.skuNameEn),
              pic: sku.pic, price: l.price, prodCount: l.count, productTotalAmount: l.productTotal, discountAmount, actualTotal: l.productTotal - discountAmount, goodsType: l.goodsType,
              ...(l.bundle ? { bundleId: l.bundle.bundleId } : {}),
            };
          }),
          ...(gifts.get(d.shopId)?.length ? { gifts: gifts.get(d.shopId)!.map(giftAnswer) } : {}),
          totalCount: d.lines.reduce((s, l) => s + l.count, 0),
          productTotal: d.productTotal, shopDiscount: d.shopDiscount, couponDiscount: d.couponDiscount, pointsDiscount: d.pointsDiscount, memberDiscount: d.memberDiscount, freight: d.freight, actualTotal: d.actualTotal,
        })),
        totalCount: lines.reduce((s, l) => s + l.count, 0),
        productTotal: sum(drafts, (d) => d.productTotal),
        discount: sum(drafts, (d) => d.shopDiscount + d.memberDiscount + d.couponDiscount + d.pointsDiscount),
        ...(member ? { member: { discount: sum(drafts, (d) => d.memberDiscount), percent: member.percent, source: member.source, freeShipping: member.freeShipping } } : {}),
        freight: sum(drafts, (d) => d.freight),
        actualTotal: sum(drafts, (d) => d.actualTotal),
        ...(plan ? { coupons: plan.offers } : {}),
        ...(points && !lines.some((l) => l.promotion || l.quote || l.bundle) ? {
          points: { balance, pointsPerYuan: rules.pointsPerYuan, maxSharePercent: rules.maxSharePercent, step: POINTS_STEP, maxUsable: pointsPlan.maxUsable, used: pointsPlan.used, deduction: pointsPlan.deduction },
        } : {}),
      };
    },

    async submit(userId: number, body: SubmitBody): Promise<SubmitAnswer> {
      const now = clock.now();
      const [tok] = await db.select().from(orderSubmitToken).where(and(eq(orderSubmitToken.token, body.submitToken), eq(orderSubmitToken.userId, userId)));
      if (!tok) throw new AppError('order.confirmExpired');
      // a retry whose first answer was lost: the same orders again, never a second set
      if (tok.usedAt) return (await answered(userId, body.submitToken)) ?? Promise.reject(new AppError('order.submitRepeated'));
      if (tok.expiresAt.getTime() <= now.getTime()) throw new AppError('order.confirmExpired');
      const remarks = new Map<number, string>();
      for (const r of body.remarks) {
        const refused = remarksRule(r.remarks);
        if (refused) throw new AppError(refused);
        remarks.set(r.shopId, r.remarks.trim());
      }
      let invoice: OrderInvoice | null = null;
      if (body.invoice) {
        const refused = invoiceRule(body.invoice);
        if (refused) throw new AppError(refused);
        const unit = body.invoice.invoiceType === 2;
        invoice = { invoiceType: body.invoice.invoiceType, title: body.invoice.title.trim(), taxNumber: unit ? body.invoice.taxNumber.trim().toUpperCase() : '' };
      }

      const { lines, skuMap } = await gather(userId, tok.selection);
      const addr = await addressOf(userId, tok.selection.addrId);
      if (!addr && lines.some((l) => l.goodsType === 0)) throw new AppError('order.addressRequired');
      const { drafts, plan, pointsPlan, member } = await price(userId, lines, addr?.provinceCode ?? null, tok.selection.couponIds ?? [], true, 'zh', tok.selection.usePoints ?? 0);
      const shown = new Map(tok.preview.shops.map((s) => [s.shopId, s.actualTotal]));
      if (drafts.length !== shown.size || drafts.some((d) => shown.get(d.shopId) !== d.actualTotal)) throw new AppError('order.priceChanged');

      const planned = await giftsOf(drafts, lines, 'zh');
      let numbers: string[] = [];
      const expiresAt = new Date(now.getTime() + config.payTimeoutMs);
      const snapshot = addressSnapshot(addr);
      const orderIdOfShop = new Map<number, number>();
      const undos: (() => Promise<void>)[] = [];
      const promoLine = lines.find((l) => l.promotion);
      const promoSource = promoLine?.promotion ? sourceOf(promotions, promoLine.promotion.type) : null;
      if (promoSource?.admit && promoLine?.promotion) {
        const undo = await promoSource.admit(userId, promoLine.promotion.activityId, { prodId: promoLine.prodId, skuId: promoLine.skuId, count: promoLine.count });
        if (undo) undos.push(undo);
      }
      // the numbers drawn again when one clashed with a stored order's (numbers.ts); nothing outside the transaction
      // happened yet by then (the promotion's reserve, whose undo it records, comes after the orders)
      const raced = await withOrderNumbers(now, drafts.length, (drawn) => db.transaction(async (tx) => {
        numbers = drawn;
        const spent = await tx
          .update(orderSubmitToken)
          .set({ usedAt: now, orderNumbers: numbers })
          .where(and(eq(orderSubmitToken.token, tok.token), eq(orderSubmitToken.userId, userId), isNull(orderSubmitToken.usedAt)))
          .returning({ token: orderSubmitToken.token });
        if (spent.length === 0) throw new AppError('order.submitRepeated');
        await skus.reserve(tx, lines.filter((l) => !l.promotion).map((l) => ({ skuId: l.skuId, count: l.count })));
        // gift lines: each gift's stock is reserved by a guarded statement; one that ran out is left out (never oversold)
        const given = planned.size ? await deps.gifts!()!.take(tx, [...planned.values()].flat()) : [];
        // a quoted price is used once: the inquiry moves to used in one guarded statement (a racing submit rolls back)
        const quoted = lines.find((l) => l.quote);
        if (quoted?.quote) await deps.quotes?.()?.use(tx, userId, quoted.quote.inquiryId, numbers[drafts.findIndex((d) => d.shopId === quoted.shopId)]!, now);
        for (const [i, d] of drafts.entries()) {
          const [o] = await tx.insert(orders).values(orderRow(d, { orderNumber: numbers[i]!, userId, orderType: promoLine?.promotion?.type ?? 0, remarks: remarks.get(d.shopId) ?? '', address: snapshot, invoice, now, expiresAt }))
            .returning({ id: orders.id });
          orderIdOfShop.set(d.shopId, o!.id);
          await tx.insert(orderItem).values(lineRows(o!.id, d, skuMap));
          const gifts = given.filter((g) => g.shopId === d.shopId);
          if (gifts.length) {
            await tx.insert(orderItem).values(gifts.map((g) => ({
              orderId: o!.id, productId: g.prodId, skuId: g.skuId, prodNameZh: g.prodNameZh, prodNameEn: g.prodNameEn, skuNameZh: g.skuNameZh, skuNameEn: g.skuNameEn,
              pic: g.pic, price: 0, count: g.count, productTotal: 0, discountAmount: 0, actualTotal: 0, goodsType: g.goodsType, weight: g.weight,
              giftRuleId: g.ruleId, giftOfSkuId: g.ofSkuId, giftReturn: g.returnPolicy, giftValue: g.value, giftThreshold: g.threshold,
            })));
          }
          await tx.insert(orderStatusLog).values({ orderId: o!.id, fromStatus: null, toStatus: INITIAL_STATUS, event: 'submit', at: now });
        }
        // Two tabs hold two tokens for the same cart lines: the second submit finds the lines gone (on PostgreSQL
        // it waits on their row locks first) and rolls back everything it reserved.
        if (tok.selection.cartBundleIds?.length) {
          const removed = await cart.bundles.removeLines(tx, userId, tok.selection.cartBundleIds);
          if (removed < tok.selection.cartBundleIds.length) throw new AppError('order.submitRepeated');
        }
        if (tok.selection.basketIds) {
          const removed = await cart.removeLines(tx, userId, tok.selection.basketIds);
          if (removed < tok.selection.basketIds.length) throw new AppError('order.submitRepeated');
        }
        // each order's points (ledger spend 'order:<number>'); more than the balance rolls the whole submit back
        // (a points order's points are its lines' price in points: the item-prices step put them in d.pointsUsed)
        const spends = drafts.map((d, i) => ({ orderNumber: numbers[i]!, points: d.pointsUsed ?? pointsPlan.byShop.get(d.shopId) ?? 0 })).filter((p) => p.points > 0);
        if (points && spends.length) await points.spend(tx, userId, spends);
        // orders priced with a member discount (a paid membership's use decides whether it may still be refunded)
        const memberUses = drafts.flatMap((d, i) => (d.memberDiscount > 0 && member?.source ? [{ orderNumber: numbers[i]!, amount: d.memberDiscount, source: member.source }] : []));
        if (deps.member && memberUses.length) await deps.member.recordUse(tx, userId, memberUses);
        if (coupons && plan?.uses.length) {
          await coupons.use(tx, userId, plan.uses.map((u) => ({ userCouponId: u.userCouponId, orderIds: u.shopIds.map((s) => orderIdOfShop.get(s)!) })));
        }
        // last, so the activity's hot stock row stays locked as briefly as possible
        if (promoSource && promoLine?.promotion) {
          const undo = await promoSource.reserve(tx, userId, promoLine.promotion.activityId, { prodId: promoLine.prodId, skuId: promoLine.skuId, count: promoLine.count }, orderIdOfShop.get(promoLine.shopId)!, { ...promoLine.promotion, orderNumber: numbers[drafts.findIndex((d) => d.shopId === promoLine.shopId)]! });
          if (undo) undos.push(undo);
        }
        // a points order with no cash to pay is paid now (pending delivery; no payment page)
        if (promoSource?.paidWhenFree) await payFreeOrders(tx, drafts.flatMap((d) => (d.actualTotal === 0 ? [orderIdOfShop.get(d.shopId)!] : [])), now, promoSource.paidWhenFree.payType);
      })).catch(async (err: unknown) => {
        for (const undo of undos) await undo();
        // racing the same token: the winner's orders are the answer (a token for the same cart lines that lost stays unused)
        const again = err instanceof AppError && err.key === 'order.submitRepeated' ? await answered(userId, body.submitToken) : null;
        if (again) return again;
        throw err;
      });
      if (raced) return raced;
      return { orderNumbers: numbers, actualTotal: sum(drafts, (d) => d.actualTotal), expiresAt: expiresAt.toISOString() };
    },
  };
}
