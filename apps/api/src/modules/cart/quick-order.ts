// /quickOrder: SKU codes with quantities checked line by line and added to the caller's cart at once.
// A line is refused with the cart's own texts (unknown code, off shelf, quantity, stock, cart full); the
// quantity of a SKU counts what the caller already has in the cart plus the earlier lines of the same SKU.
import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  cartCountRule, ORDER_LIMITS, translate,
  type Lang, type MessageKey, type QuickOrderAddAnswer, type QuickOrderBody, type QuickOrderCheckLine,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import type { CatalogSkus, DbOrTx, SkuInfo } from '../catalog/skus';

const { cartItem } = schema;

interface Verdict {
  skuCode: string;
  count: number;
  sku: SkuInfo | undefined;
  problem: MessageKey | null;
}

export function createQuickOrder(db: Db, deps: { clock: Clock; skus: CatalogSkus }) {
  const { clock, skus } = deps;

  const codesOf = (body: QuickOrderBody) => body.lines.map((l) => l.skuCode.trim().toUpperCase());

  /** Each line's verdict against the caller's cart as it is in `tx` (SKUs read before, outside the transaction). */
  async function judge(userId: number, body: QuickOrderBody, byCode: Map<string, SkuInfo>, tx: DbOrTx = db): Promise<Verdict[]> {
    const codes = codesOf(body);
    const inCart = new Map<number, number>();
    const rows = await tx.select({ skuId: cartItem.skuId, count: cartItem.count }).from(cartItem).where(eq(cartItem.userId, userId));
    for (const r of rows) inCart.set(r.skuId, r.count);
    let lineCount = rows.length;
    const pending = new Map<number, number>();
    return body.lines.map((l, i) => {
      const skuCode = codes[i]!;
      const sku = byCode.get(skuCode);
      const verdict = (problem: MessageKey | null): Verdict => ({ skuCode, count: l.count, sku, problem });
      if (!sku) return verdict('quickOrder.unknownCode');
      if (!sku.onShelf || !sku.shopOpen) return verdict('cart.prodUnavailable');
      if (cartCountRule(l.count)) return verdict('cart.countInvalid');
      const before = (inCart.get(sku.skuId) ?? 0) + (pending.get(sku.skuId) ?? 0);
      if (before + l.count > sku.stock) return verdict('cart.insufficientStock');
      if (before === 0) {
        if (lineCount >= ORDER_LIMITS.cartMaxItems) return verdict('cart.full');
        lineCount++;
      }
      pending.set(sku.skuId, (pending.get(sku.skuId) ?? 0) + l.count);
      return verdict(null);
    });
  }

  return {
    async check(userId: number, body: QuickOrderBody, lang: Lang): Promise<QuickOrderCheckLine[]> {
      const verdicts = await judge(userId, body, await skus.byCodes(codesOf(body)));
      return verdicts.map(({ skuCode, count, sku, problem }) => ({
        skuCode,
        count,
        ok: problem === null,
        ...(problem ? { message: translate(problem, lang) } : {}),
        prodId: sku?.prodId ?? null,
        skuId: sku?.skuId ?? null,
        prodName: sku ? (lang === 'en' ? sku.prodNameEn : sku.prodNameZh) : '',
        skuName: sku ? (lang === 'en' ? sku.skuNameEn : sku.skuNameZh) : '',
        price: sku?.price ?? null,
        stock: sku?.stock ?? null,
      }));
    },

    /** Adds every valid line in one transaction; each add is a guarded upsert (quantity stays within 1..stock). */
    async add(userId: number, body: QuickOrderBody, lang: Lang): Promise<QuickOrderAddAnswer> {
      const byCode = await skus.byCodes(codesOf(body));
      return db.transaction(async (tx) => {
        const verdicts = await judge(userId, body, byCode, tx);
        const refused: QuickOrderAddAnswer['refused'] = [];
        let added = 0;
        const now = clock.now();
        for (const v of verdicts) {
          if (v.problem || !v.sku) {
            refused.push({ skuCode: v.skuCode, message: translate(v.problem ?? 'quickOrder.unknownCode', lang) });
            continue;
          }
          const { sku, count } = v;
          const [row] = await tx
            .insert(cartItem)
            .values({ userId, shopId: sku.shopId, productId: sku.prodId, skuId: sku.skuId, count, checked: true, createdAt: now, updatedAt: now })
            .onConflictDoUpdate({
              target: [cartItem.userId, cartItem.skuId],
              set: { count: sql`${cartItem.count} + ${count}`, updatedAt: now },
              setWhere: sql`${cartItem.count} + ${count} between 1 and ${sku.stock}`,
            })
            .returning({ id: cartItem.id });
          if (row) added++;
          else refused.push({ skuCode: v.skuCode, message: translate('cart.insufficientStock', lang) });
        }
        return { added, refused };
      });
    },
  };
}

export type QuickOrder = ReturnType<typeof createQuickOrder>;
