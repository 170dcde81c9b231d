// Orders: checkout (confirm → submit), the order's life (pay, ship, receive, cancel, expire, auto-confirm),
// and the buyer's order list and detail. The pieces live in their own files; this is the one service the
// rest of the API sees. The state machine is checked when the service is created.
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import type { AddressService } from '../address/service';
import type { CartService } from '../cart/service';
import type { CatalogSkus } from '../catalog/skus';
import type { StoreService } from '../store/service';
import { createCheckout, DEFAULT_ORDER_CONFIG, type OrderConfig } from './checkout';
import { createFreightTemplates } from './freight-templates';
import { createGroupOrders } from './group-orders';
import { createPresaleOrders } from './presale-orders';
import { createOrderLifecycle } from './lifecycle';
import { sandboxLogistics, type LogisticsProvider } from './logistics';
import { noDiscounts } from './pricing/shop-discounts';
import type { BundleSource, CouponSource, DiscountSource, GiftSource, MemberPriceSource, PointsSource, QuoteSource } from './pricing/types';
import { promotionRegistry, type PromotionSource } from './promotions';
import { createOrderEvaluation } from './evaluation';
import { createOrderAftersale, type RefundView } from './aftersale';
import { createOrderQueries } from './queries';
import { assertMachine } from './status';
import { createOrderSweeper } from './sweeper';
import { earnOnCompletion } from './points';

export interface OrderDeps {
  clock: Clock;
  skus: CatalogSkus;
  store: StoreService;
  cart: CartService;
  address: AddressService;
  /** package tracking; the sandbox carrier (moved by the clock) when absent */
  logistics?: LogisticsProvider;
  /** shop promotions for the pricing pipeline (promotion issue); none when absent */
  discounts?: DiscountSource;
  /** the buyer's coupons for the pricing pipeline and their use / return (promotion module); none when absent */
  coupons?: CouponSource;
  /** activities whose lines are bought at a fixed price as orders of their ORDER_TYPE (flash sale, group buy; promotions.ts) */
  promotions?: PromotionSource[];
  /** the buyer's points at checkout, given back on cancel and expiry, earned on completion (member module); none when absent */
  points?: PointsSource;
  /** the buyer's member price (membership module); none when absent */
  member?: MemberPriceSource;
  /** prices shops quoted to buyers (inquiry module, built later: a getter called when a request comes); none when absent */
  quotes?: () => QuoteSource | null;
  /** packages bought together (bundle module, built later: a getter); none when absent */
  bundles?: () => BundleSource | null;
  /** gift lines orders earn (gift module, built later: a getter); none when absent */
  gifts?: () => GiftSource | null;
  config?: Partial<OrderConfig>;
}

export function createOrderService(db: Db, deps: OrderDeps) {
  assertMachine();
  const config = { ...DEFAULT_ORDER_CONFIG, ...deps.config };
  const { clock, skus, store, cart, address } = deps;
  const freight = createFreightTemplates(db, store, clock);
  const promotions = promotionRegistry(deps.promotions);
  const checkout = createCheckout(db, { clock, skus, cart, address, store, freight, discounts: deps.discounts ?? noDiscounts, coupons: deps.coupons, promotions, points: deps.points, member: deps.member, quotes: deps.quotes, bundles: deps.bundles, gifts: deps.gifts, config });
  const lifecycle = createOrderLifecycle(db, { clock, skus, cart, config, coupons: deps.coupons, promotions, points: deps.points });
  let refundView: RefundView | null = null;
  const completed = deps.points ? earnOnCompletion(deps.points, () => refundView) : undefined;
  const evaluation = createOrderEvaluation(db, clock, completed);
  const queries = createOrderQueries(db, { store, logistics: deps.logistics ?? sandboxLogistics(clock), unreviewed: evaluation.unreviewedCount, refunds: () => refundView, promotions });
  const sweeper = createOrderSweeper(db, lifecycle.release, { completeAfterMs: config.completeAfterMs, completed });
  const canceledHooks: ((orderNumbers: string[]) => Promise<unknown>)[] = [];
  return {
    config,
    freight,
    /** Writes the default freight template of every open shop that has none (main.ts, on start). */
    ensureDefaultFreight: freight.ensureDefaultFreight,
    confirm: checkout.confirm,
    submit: checkout.submit,
    placeReserved: checkout.placeReserved,
    list: queries.list,
    detail: queries.detail,
    payNosOf: queries.payNosOf,
    shopsOf: queries.shopsOf,
    counts: queries.counts,
    /** The buyer cancels an unpaid order; then whatever onCanceled registered runs (the payment closes its QR). */
    async cancel(userId: number, orderNumber: string): Promise<void> {
      await lifecycle.cancel(userId, orderNumber);
      for (const after of canceledHooks) await after([orderNumber]);
    },
    /** Registers work to do after the buyer cancels orders (outside the order's transaction). */
    onCanceled(after: (orderNumbers: string[]) => Promise<unknown>): void {
      canceledHooks.push(after);
    },
    receive: lifecycle.receive,
    remove: lifecycle.remove,
    buyAgain: lifecycle.buyAgain,
    markPaid: lifecycle.markPaid,
    /** Registers work to do with orders as they are paid, inside the payment's transaction (lifecycle.ts PaidHook). */
    onPaid: lifecycle.onPaid,
    ship: lifecycle.ship,
    /** Registers a check before an order ships (lifecycle.ts ShipGuard; the pre-sale module holds deposit orders until the balance is paid). */
    onShip: lifecycle.onShip,
    /** For the review module: received lines, marking one reviewed, the 'evaluate' transition (evaluation.ts). */
    evaluation,
    /** For the refund module: orders with their lines, the 'refundClose' transition with the coupons back (aftersale.ts). */
    aftersale: createOrderAftersale(db, { coupons: deps.coupons }),
    /** The refund module registers how order answers show after-sales state (lines, counts); none: no requests. */
    useRefundView(view: RefundView): void {
      refundView = view;
    },
    /** For the group-buy module: a group's orders filled or failed, inside its transaction (group-orders.ts). */
    groupOrders: createGroupOrders(lifecycle.release),
    /** For the pre-sale module: balance orders settled, deposit orders forfeited, inside its transaction (presale-orders.ts). */
    presaleOrders: createPresaleOrders(),
    /** Expires unpaid orders past their deadline, confirms shipped orders past theirs, completes received ones; see sweeper.ts. */
    sweepDue: sweeper.sweepDue,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
