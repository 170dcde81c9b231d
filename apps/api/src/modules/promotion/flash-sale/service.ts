// Flash sales (seckill): the storefront's sessions and items (queries.ts), the order module's PromotionSource
// (source.ts: quote, the Redis gate, guarded SQL stock and per-user limit, release on cancel/expiry), the console's
// setup and the demo session (setup.ts), and load shedding for the buying calls (shed.ts).
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { singleFlight } from '../../../platform/single-flight';
import type { Counters } from '../../../platform/counters';
import type { CatalogService } from '../../catalog/service';
import type { CatalogSkus } from '../../catalog/skus';
import type { StoreService } from '../../store/service';
import { createFlashSaleQueries } from './queries';
import { createRedisGate } from './redis-gate';
import { createFlashSaleCloser } from './close';
import { createShedder } from './shed';
import { createOrderQueue, type QueueItem } from './queue';
import type { OrderService } from '../../order/service';
import { boughtBy, createFlashSaleSource, loadItem, saleState } from './source';
import { createFlashSaleSetup } from './setup';

const { flashSaleItem, flashSalePurchase } = schema;

export interface FlashSaleDeps {
  clock: Clock;
  skus: CatalogSkus;
  store: StoreService;
  catalog: CatalogService;
  counters: Counters;
  /** buying calls of this process in flight before more are refused as too busy (default 64) */
  maxInFlight?: number;
  /** with Redis: buy attempts of this process in flight before more are answered 503 Retry-After (default 0: no bound) */
  maxBuysInFlight?: number;
  /** confirms admitted per unit left in each ticket window (default 2; FLASH_SALE_TICKETS_PER_UNIT) */
  ticketsPerUnit?: number;
  /** the order module (built later): the order queue turns reservations into orders through it */
  order?: () => Pick<OrderService, 'placeReserved'>;
  onError?: (err: unknown) => void;
}

/** How long the buy step trusts its in-process copy of an item (time window, limit, SKU). */
const ITEM_CACHE_MS = 5_000;

/** How long a window of confirm tickets lasts: a crowd refused as too busy may try again after it. */
export const TICKET_WINDOW_MS = 10_000;

export function createFlashSaleService(db: Db, deps: FlashSaleDeps) {
  const { clock } = deps;
  const gate = createRedisGate(deps.counters, {
    stockOf: async (itemId) => (await db.select({ stock: flashSaleItem.stock }).from(flashSaleItem).where(eq(flashSaleItem.id, itemId)))[0]?.stock ?? 0,
    boughtBy: (itemId, userId) => boughtBy(db, itemId, userId),
  }, () => clock.now());
  const queries = createFlashSaleQueries(db, deps);
  const setup = createFlashSaleSetup(db, { ...deps, queries, onItem: async (item) => {
    await gate?.resync(item);
    // a speed-up only (a missing key is rebuilt by the first attempt): its fault must not fail the saved item
    await queue?.preheat(item.id).catch((err: unknown) => deps.onError?.(err));
  } });
  const source = createFlashSaleSource(db, { clock, gate, skus: deps.skus });
  const itemCache = new Map<number, { at: number; item: QueueItem | null }>();
  // a crowd's first attempts arrive together: one read of the item for all of them (the first sale's start read it ~200 times)
  const readItem = singleFlight(async (itemId: number): Promise<QueueItem | null> => {
    const row = await loadItem(db, itemId);
    // an item closed or switched off sells nothing: the buy step treats it as ended
    const item = row ? { id: row.id, prodId: row.prodId, skuId: row.skuId, shopId: row.shopId, perUserLimit: row.perUserLimit, startAt: row.startAt, endAt: row.itemStatus === 1 && row.sessionStatus === 1 ? row.endAt : new Date(0) } : null;
    itemCache.set(itemId, { at: clock.now().getTime(), item });
    return item;
  });
  async function itemOf(itemId: number): Promise<QueueItem | null> {
    const hit = itemCache.get(itemId);
    if (hit && Math.abs(clock.now().getTime() - hit.at) < ITEM_CACHE_MS) return hit.item;
    return readItem(itemId);
  }
  const queue = gate && deps.order ? createOrderQueue({
    clock, counters: deps.counters, gate, itemOf, order: deps.order, onError: deps.onError,
    quotasOf: (itemId) => db.select({ userId: flashSalePurchase.userId, count: flashSalePurchase.count }).from(flashSalePurchase).where(eq(flashSalePurchase.itemId, itemId)),
  }) : null;
  const closer = createFlashSaleCloser(db, { skus: deps.skus });
  const soldOutUntil = new Map<number, number>();
  const shedder = createShedder(deps.maxInFlight ?? Number(process.env.FLASH_SALE_MAX_IN_FLIGHT ?? 64));
  // the Redis path's buy attempts in flight per process (0, the default: unbounded; shed.ts)
  const buyLimit = deps.maxBuysInFlight ?? Number(process.env.FLASH_SALE_BUY_MAX_IN_FLIGHT ?? 0);
  const buyShedder = queue && buyLimit > 0 ? createShedder(buyLimit) : null;
  const ticketsPerUnit = deps.ticketsPerUnit ?? Number(process.env.FLASH_SALE_TICKETS_PER_UNIT ?? 2);

  return {
    /** what createOrderService takes among its `promotions` */
    source,
    /** true when the Redis gate is on (REDIS_URL) */
    usesRedis: gate !== null,
    /** the asynchronous order path (REDIS_URL): buy attempts answered by one Lua step, orders made by workers */
    queue,
    sessions: queries.sessions,
    items: queries.items,
    detail: queries.detail,
    setup,
    /** the load shedder of the buying calls (registerFlashSaleShedding in server.ts) */
    shedder,
    /** the bound of the Redis path's buy attempts in flight, when set (FLASH_SALE_BUY_MAX_IN_FLIGHT) */
    buyShedder,
    /** Runs work in a buying slot, or refuses it at once when too many are in flight ('The activity is very hot...'). */
    shed: shedder.run,
    inFlight: shedder.inFlight,

    /**
     * The SKU an item sells (the confirm call turns a seckillId into the order's buy-now line), refusing at once
     * what cannot sell now (not started, ended, sold out) before the checkout's heavier work: one row read, or
     * none while the item is known sold out (by Redis, or for a second after the database said so); and a crowd
     * beyond the confirm tickets of the units left is told to try again.
     */
    async lineOf(itemId: number): Promise<{ prodId: number; skuId: number }> {
      if ((soldOutUntil.get(itemId) ?? 0) > clock.now().getTime()) throw new AppError('flashSale.unavailable');
      const item = await loadItem(db, itemId);
      if (!item) throw new AppError('flashSale.notFound', 404);
      const refused = saleState(item, item.skuId, clock.now());
      if (refused) throw new AppError(refused, refused === 'flashSale.notFound' ? 404 : 400);
      const stock = (gate ? await gate.peek(itemId) : null) ?? item.stock;
      if (stock <= 0) {
        soldOutUntil.set(itemId, clock.now().getTime() + 1000);
        throw new AppError('flashSale.unavailable');
      }
      // Confirm tickets: at most `stock` of a crowd can win, so each window admits ticketsPerUnit × the units left
      // to the checkout's work and answers the rest at once ('very hot', try again) instead of pricing a checkout
      // for every buyer first. A counter in Redis with REDIS_URL (shared by every process), in process otherwise.
      // windows follow the app's clock (the key names one), so every process and Redis agree on them
      const windowNo = Math.floor(clock.now().getTime() / TICKET_WINDOW_MS);
      const taken = await deps.counters.incr(`seckill:tickets:${itemId}:${windowNo}`, 2 * TICKET_WINDOW_MS);
      if (taken > stock * ticketsPerUnit) throw new AppError('flashSale.busy');
      return { prodId: item.prodId, skuId: item.skuId };
    },

    /** Gives the unsold stock of ended sessions back to their SKUs (swept every 30 s from main.ts). */
    closeEnded: closer.closeEnded,

    /**
     * Resets the Redis gate from the database for every live or upcoming item (main.ts on start): its stock, and the
     * count of each buyer Redis counted (orders not canceled), so units and quotas taken in Redis by a process that
     * stopped before storing the order come back.
     */
    async reconcile(): Promise<number> {
      if (!gate) return 0;
      const items = await setup.liveItems();
      for (const item of items) {
        await gate.resync(item);
        await gate.resyncBuyers(item);
        await queue?.preheat(item.id).catch((err: unknown) => deps.onError?.(err));
      }
      return items.length;
    },

    /** Demo sessions live from now (main.ts on start), then the gate reset. */
    async ensureDemo(): Promise<void> {
      await setup.ensureDemo();
    },
  };
}

export type FlashSaleService = ReturnType<typeof createFlashSaleService>;
