// Search-engine tags of catalogue pages: title and description, and schema.org Product data for the product page.
// Canonical and alternate links are the root layout's (lib/seo.ts).
import { fenToYuan, specialPrice, type ProdDetail, type ProductDiscount } from '@mall/shared';
import { pageMeta } from '../../lib/meta';

type Matches = Parameters<typeof pageMeta>[0];
type MetaTags = ReturnType<typeof pageMeta>;

/** The page's title tags with its own description (the site's when null). */
export function catalogMeta(matches: Matches, title: string, description: string | null): MetaTags {
  return pageMeta(matches, title, undefined, undefined, description);
}

/** Origin of the request as the visitor sees it. */
export const originOf = (request: Request): string => new URL(request.url).origin;

/**
 * schema.org Product of a product page, in the page's language; `url` is the page's canonical address. The prices are
 * the ones the page shows: the SKU prices under the product's special discount when it has one (BuyBox).
 */
export function productJsonLd(p: ProdDetail, url: string, origin: string, discount: ProductDiscount | null = null) {
  const abs = (src: string) => (src.startsWith('/') ? `${origin}${src}` : src);
  const shown = (fen: number) => (discount ? specialPrice(fen, discount) : fen);
  const prices = [...p.skus.map((s) => s.price), p.price].map(shown);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.prodName,
    description: p.brief || p.prodName,
    image: p.images.map(abs),
    sku: String(p.skus[0]?.skuId ?? p.prodId),
    category: p.categoryPath.map((c) => c.categoryName).join(' > '),
    brand: { '@type': 'Brand', name: p.shop.shopName },
    offers: {
      '@type': 'AggregateOffer',
      url,
      priceCurrency: 'CNY',
      lowPrice: fenToYuan(Math.min(...prices)),
      highPrice: fenToYuan(Math.max(...prices)),
      ...(discount ? { priceValidUntil: discount.endsAt.slice(0, 10) } : {}),
      offerCount: p.skus.length,
      availability: p.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: p.shop.shopName },
    },
  };
}
