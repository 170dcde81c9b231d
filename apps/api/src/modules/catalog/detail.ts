// The product page answer: localized names, sanitized description, spec axes and SKUs.
import type { schema } from '@mall/db';
import type { CategoryCrumb, Lang, ProdDetail, ShopCard, SkuItem, SpecAxis } from '@mall/shared';
import { pick } from '../../platform/lang';
import { sanitizeHtml } from '../../platform/sanitize-html';

type ProductRow = typeof schema.product.$inferSelect;
type SkuRow = typeof schema.sku.$inferSelect;

/** Spec axes in the order the SKUs name them, each with its values in order of first appearance. */
export function specAxesOf(skus: SkuItem[]): SpecAxis[] {
  const axes: SpecAxis[] = [];
  for (const s of skus) {
    s.specs.forEach((spec, i) => {
      const axis = axes[i] ?? (axes[i] = { name: spec.name, values: [] });
      if (!axis.values.includes(spec.value)) axis.values.push(spec.value);
    });
  }
  return axes;
}

export function toDetail(p: ProductRow, skuRows: SkuRow[], shop: ShopCard, categoryPath: CategoryCrumb[], lang: Lang): ProdDetail {
  const skus: SkuItem[] = skuRows.map((s) => ({
    skuId: s.id,
    skuCode: s.skuCode,
    price: s.price,
    oriPrice: s.oriPrice,
    stock: Math.max(0, s.stock),
    pic: s.pic,
    specs: s.specs.map((x) => ({ name: pick(lang, x.nameZh, x.nameEn), value: pick(lang, x.valueZh, x.valueEn) })),
  }));
  const weights = skuRows.map((s) => s.weight).filter((w) => w > 0);
  return {
    prodId: p.id,
    prodName: pick(lang, p.nameZh, p.nameEn),
    brief: pick(lang, p.briefZh, p.briefEn),
    content: sanitizeHtml(pick(lang, p.contentZh, p.contentEn)),
    images: p.images,
    price: p.price,
    oriPrice: p.oriPrice,
    totalStock: skus.reduce((n, s) => n + s.stock, 0),
    soldNum: p.soldNum,
    goodsType: p.goodsType,
    weight: weights.length ? Math.min(...weights) : 0,
    putawayTime: p.putawayTime.toISOString(),
    categoryPath,
    specAxes: specAxesOf(skus),
    skus,
    shop,
  };
}
