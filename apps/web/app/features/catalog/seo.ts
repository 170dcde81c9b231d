// Search-engine tags of catalogue pages: description, canonical address (without lang or tracking params),
// and schema.org Product data for the product page.
import { fenToYuan, type ProdDetail } from '@mall/shared';
import { pageMeta } from '../../lib/meta';

type Matches = Parameters<typeof pageMeta>[0];
type MetaTags = ReturnType<typeof pageMeta>;

/** The page's title tags with its own description and canonical link. */
export function catalogMeta(matches: Matches, title: string, description: string | null, canonical: string | null): MetaTags {
  const base = pageMeta(matches, title).map((tag) => ('name' in tag && tag.name === 'description' && description ? { ...tag, content: description } : tag));
  return canonical ? [...base, { tagName: 'link', rel: 'canonical', href: canonical } as unknown as MetaTags[number]] : base;
}

/** Origin of the request as the visitor sees it. */
export const originOf = (request: Request): string => new URL(request.url).origin;

export function productJsonLd(p: ProdDetail, url: string, origin: string) {
  const abs = (src: string) => (src.startsWith('/') ? `${origin}${src}` : src);
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
      lowPrice: fenToYuan(Math.min(...p.skus.map((s) => s.price), p.price)),
      highPrice: fenToYuan(Math.max(...p.skus.map((s) => s.price), p.price)),
      offerCount: p.skus.length,
      availability: p.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: p.shop.shopName },
    },
  };
}
