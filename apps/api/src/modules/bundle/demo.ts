// Demo data of packages and gifts (decision 036), loaded with the demo users (main.ts): in the demo seller's shop, a
// package of two products' first SKUs at about 85% of their prices, and a gift rule — buy the package's first product,
// get a unit of the cheapest of the shop's newest products at price 0. Products near the end of the shop's list are used, so the journeys
// that buy the shop's first products see no gift lines they do not expect.
import type { CatalogSkus, SkuInfo } from '../catalog/skus';
import type { BundleService } from './service';
import type { GiftService } from '../gift/service';

export async function ensureDemoBundlesAndGifts(deps: { skus: Pick<CatalogSkus, 'byIds'>; bundle: BundleService; gift: GiftService }, shopId: number | null): Promise<void> {
  if (!shopId || (await deps.bundle.list(shopId, 'zh')).length > 0) return;
  const all = await deps.skus.byIds(Array.from({ length: 4000 }, (_, i) => i + 1));
  const byProd = new Map<number, SkuInfo>();
  for (const s of all.values()) if (s.shopId === shopId && s.onShelf && s.stock >= 20 && s.goodsType === 0 && !byProd.has(s.prodId)) byProd.set(s.prodId, s);
  const last = [...byProd.values()].sort((a, b) => b.prodId - a.prodId).slice(0, 12);
  if (last.length < 3) return;
  // the gift: the cheapest of them; the package: the two newest others
  const present = [...last].sort((a, b) => a.price - b.price)[0]!;
  const [main, second] = last.filter((s) => s !== present) as [SkuInfo, SkuInfo];
  await deps.bundle.create(shopId, {
    nameZh: '超值组合套餐', nameEn: 'Value package', price: Math.max(1, Math.round((main.price + second.price) * 0.85)), skuIds: [main.skuId, second.skuId], status: 1,
  }, 'zh');
  await deps.gift.create(shopId, {
    nameZh: '买即送好礼', nameEn: 'Free gift with purchase', kind: 'buy', prodId: main.prodId, minCount: 1, threshold: 0, giftSkuId: present.skuId, giftCount: 1, returnPolicy: 'return', status: 1,
  }, 'zh');
}
