// Orders for a batch of reservations an activity's gate already admitted (the flash sale's order queue, decision 013):
// instead of one confirm + submit per winner, the batch is priced once per (province, count) and stored in ONE
// transaction with multi-row INSERTs — the spent submit tokens, the orders, their lines and status log — and the
// activity's guarded statements (reserveMany: every buyer's quota, then the stock of all in one guarded UPDATE),
// which stay the record. Each reservation brings its own submit token (stored on the reservation before this runs):
// the tokens are inserted already spent, so a replay (a worker that crashed after the commit, two workers racing one
// entry) inserts nothing and answers the orders the token made. When the batch is refused as a whole (the stock or
// a quota ran short, a token spent meanwhile) it is split: each reservation alone, so only the ones the database
// refuses fail.
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { MessageKey } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { bulkInsert } from '../../platform/bulk-insert';
import { AppError } from '../../platform/errors';
import type { AddressService } from '../address/service';
import type { CatalogSkus, SkuInfo } from '../catalog/skus';
import type { OrderConfig } from './config';
import { withOrderNumbers } from './numbers';
import { addressSnapshot, lineRows, orderRow } from './order-rows';
import type { PricingInput, ShopDraft } from './pricing/types';
import { sourceOf, type PromotionRef, type PromotionSources } from './promotions';
import { INITIAL_STATUS } from './status';

const { orders, orderItem, orderStatusLog, orderSubmitToken } = schema;

export interface ReservedOrder {
  /** the reservation's submit token: one order per token, ever */
  token: string;
  userId: number;
  addrId: number | null;
  count: number;
  remarks: string;
}

/** Per token: the order made (now or by an earlier run), or why the database refused it. */
export type ReservedResult = { orderNumber: string } | { refused: MessageKey };

export interface ReservedDeps {
  clock: Clock;
  skus: Pick<CatalogSkus, 'byIds'>;
  address: Pick<AddressService, 'ofMany'>;
  promotions: PromotionSources;
  config: Pick<OrderConfig, 'payTimeoutMs' | 'submitTokenTtlMs'>;
  /** prices one buyer's lines (an activity's price: only the freight depends on the province) */
  price(userId: number, lines: PricingInput[], provinceCode: string | null): Promise<ShopDraft[]>;
}

interface Ready extends ReservedOrder {
  draft: ShopDraft;
  address: ReturnType<typeof addressSnapshot>;
}

/** Thrown inside the transaction when a token of the batch was spent by another run: the batch is split. */
class TokenSpent extends Error {}

export function createReservedOrders(db: Db, deps: ReservedDeps) {
  /** The orders tokens already made (a replay), by token. */
  async function spent(tokens: string[]): Promise<Map<string, string>> {
    if (tokens.length === 0) return new Map();
    const rows = await db.select({ token: orderSubmitToken.token, orderNumbers: orderSubmitToken.orderNumbers }).from(orderSubmitToken)
      .where(and(inArray(orderSubmitToken.token, tokens), isNotNull(orderSubmitToken.usedAt)));
    return new Map(rows.filter((r) => r.orderNumbers.length > 0).map((r) => [r.token, r.orderNumbers[0]!]));
  }

  /** One transaction for the whole batch; throws an AppError (or TokenSpent) when any one of it is refused. */
  async function store(ref: PromotionRef, line: { prodId: number; skuId: number }, batch: Ready[], skuMap: Map<number, SkuInfo>): Promise<Map<string, string>> {
    const source = sourceOf(deps.promotions, ref.type);
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + deps.config.payTimeoutMs);
    return withOrderNumbers(now, batch.length, (numbers) => db.transaction(async (tx) => {
      // each multi-row INSERT as one statement with one JSON parameter (platform/bulk-insert.ts): drizzle's builder
      // spent more CPU making these than PostgreSQL running them
      const tokens = await bulkInsert(tx, {
        table: orderSubmitToken,
        rows: batch.map((r, i) => ({
          token: r.token, userId: r.userId, createdAt: now, expiresAt: new Date(now.getTime() + deps.config.submitTokenTtlMs), usedAt: now, orderNumbers: [numbers[i]!],
          selection: { basketIds: null, item: { prodId: line.prodId, skuId: line.skuId, count: r.count, promotion: { type: ref.type, activityId: ref.activityId } }, addrId: r.addrId, couponIds: [], usePoints: 0 },
          preview: { shops: [{ shopId: r.draft.shopId, actualTotal: r.draft.actualTotal }], actualTotal: r.draft.actualTotal },
        })),
        onConflict: sql`ON CONFLICT DO NOTHING`,
        returning: ['token'],
      });
      if (tokens.length !== batch.length) throw new TokenSpent();
      const made = await bulkInsert(tx, {
        table: orders,
        rows: batch.map((r, i) => orderRow(r.draft, { orderNumber: numbers[i]!, userId: r.userId, orderType: ref.type, remarks: r.remarks, address: r.address, invoice: null, now, expiresAt })),
        returning: ['id', 'orderNumber'],
      });
      const idOf = new Map(made.map((o) => [String(o.order_number), Number(o.id)]));
      const ids = numbers.map((n) => idOf.get(n)!);
      await bulkInsert(tx, { table: orderItem, rows: batch.flatMap((r, i) => lineRows(ids[i]!, r.draft, skuMap)) });
      await bulkInsert(tx, { table: orderStatusLog, rows: ids.map((orderId) => ({ orderId, fromStatus: null, toStatus: INITIAL_STATUS, event: 'submit', at: now })) });
      // last, so the activity's hot stock row stays locked as briefly as possible
      await source.reserveMany!(tx, ref.activityId, batch.map((r, i) => ({ userId: r.userId, count: r.count, orderId: ids[i]! })));
      return new Map(batch.map((r, i) => [r.token, numbers[i]!]));
    }));
  }

  return {
    /**
     * Orders for `list` (reservations of one activity's line). Answers a result per token; a fault that is no
     * refusal (the database down) is thrown, and nothing of the failing part is stored.
     */
    async place(ref: PromotionRef, line: { prodId: number; skuId: number }, list: ReservedOrder[]): Promise<Map<string, ReservedResult>> {
      const out = new Map<string, ReservedResult>();
      const source = sourceOf(deps.promotions, ref.type);
      if (!source.priceOf || !source.reserveMany) throw new Error(`promotion type ${ref.type} takes no reserved orders`);
      // the four reads before the transaction at once (an order thread's batch waited on each in turn: under a crowd
      // every round trip also waits for a core); the price's refusal is kept for after the SKU's
      const [already, skuMap, price, addresses] = await Promise.all([
        spent(list.map((r) => r.token)),
        deps.skus.byIds([line.skuId]),
        source.priceOf(ref.activityId, line).then((p) => ({ unitPrice: p.unitPrice }), (err: unknown) => ({ err })),
        // the address the buyer chose, else the default one (as confirm takes it)
        deps.address.ofMany(list.map((r) => ({ userId: r.userId, addrId: r.addrId }))),
      ]);
      for (const [token, orderNumber] of already) out.set(token, { orderNumber });
      const fresh = list.filter((r) => !out.has(r.token));
      if (fresh.length === 0) return out;
      const refuseAll = (key: MessageKey) => {
        for (const r of fresh) out.set(r.token, { refused: key });
        return out;
      };
      const sku = skuMap.get(line.skuId);
      if (!sku || sku.prodId !== line.prodId || !sku.onShelf || !sku.shopOpen) return refuseAll('cart.prodUnavailable');
      if ('err' in price) {
        if (price.err instanceof AppError) return refuseAll(price.err.key);
        throw price.err;
      }
      const { unitPrice } = price;
      const drafts = new Map<string, ShopDraft>();
      const ready: Ready[] = [];
      for (const r of fresh) {
        const addr = addresses.get(`${r.userId}:${r.addrId ?? 'default'}`) ?? null;
        if (!addr && sku.goodsType === 0) {
          out.set(r.token, { refused: 'order.addressRequired' });
          continue;
        }
        // one pricing per province and count: the activity's price is the same for every buyer
        const key = `${addr?.provinceCode ?? ''}|${r.count}`;
        let draft = drafts.get(key);
        if (!draft) {
          const input: PricingInput = { skuId: sku.skuId, prodId: sku.prodId, shopId: sku.shopId, basketId: null, price: sku.price, count: r.count, weight: sku.weight, goodsType: sku.goodsType, promotion: { type: ref.type, activityId: ref.activityId, unitPrice } };
          draft = (await deps.price(r.userId, [input], addr?.provinceCode ?? null))[0]!;
          drafts.set(key, draft);
        }
        ready.push({ ...r, draft, address: addressSnapshot(addr) });
      }
      // one buyer once per transaction (a multi-row upsert of quotas may not touch a row twice): the others follow
      const seen = new Set<number>();
      const first = ready.filter((r) => (seen.has(r.userId) ? false : (seen.add(r.userId), true)));
      const rest = ready.filter((r) => !first.includes(r));
      const attempt = async (batch: Ready[]) => {
        for (const [token, orderNumber] of await store(ref, line, batch, skuMap)) out.set(token, { orderNumber });
      };
      try {
        if (first.length) await attempt(first);
      } catch (err) {
        if (!(err instanceof AppError) && !(err instanceof TokenSpent)) throw err;
        // refused as a whole: each alone, so only what the database refuses fails
        rest.unshift(...first);
      }
      for (const r of rest) {
        try {
          await attempt([r]);
        } catch (err) {
          if (err instanceof AppError) out.set(r.token, { refused: err.key });
          else if (!(err instanceof TokenSpent)) throw err;
        }
      }
      for (const [token, orderNumber] of await spent(fresh.filter((r) => !out.has(r.token)).map((r) => r.token))) out.set(token, { orderNumber });
      return out;
    },
  };
}
