// /detail/{prodId} (default layout): the product page. A missing or off-shelf product is the not-found page (404).
// Server-rendered with the product's title, description, canonical address and schema.org Product data.
import { useEffect, useMemo, useState } from 'react';
import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CollectState, ProdDetail, ProdPromotions, ProdReviewPage, ProdSearchPage } from '@mall/shared';
import type { Route } from './+types/detail';
import { getOr, getOrThrow } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageAddress, PUBLIC_PAGES } from '../lib/seo';
import { tokenOfRequest } from '../lib/auth.server';
import { useSessionUser } from '../lib/session';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { Price } from '../components/Price';
import { ShopLogo } from '../components/ShopLogo';
import { imgSrcSet, imgUrl } from '../lib/images';
import { BuyBox } from '../features/catalog/BuyBox';
import { DetailTabs } from '../features/catalog/DetailTabs';
import { Gallery } from '../features/catalog/Gallery';
import { Breadcrumb } from '../features/catalog/Breadcrumb';
import { recordFootprint } from '../features/catalog/api';
import { catalogMeta, originOf, productJsonLd } from '../features/catalog/seo';
import { initialSelection, selectedSku } from '../features/catalog/sku';
import { loadSpecials } from '../features/discount/specials.server';
import { loadProductGroupBuy } from '../features/group-buy/group-buy.server';
import { GroupBuyPanel } from '../features/group-buy/GroupBuyPanel';
import { PresalePanel } from '../features/presale/PresalePanel';
import { ProductReviews } from '../features/review/ProductReviews';
import { prodReviewsPath } from '../features/review/api';
import '../features/catalog/catalog.css';
import { ContactShop } from '../features/chat/ContactShop';
import { BuyTogether, GiftNotes } from '../features/bundle/BuyTogether';

const NO_PROMOTIONS: ProdPromotions = { presale: null, bundles: [], gifts: [] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const raw = params.prodId;
  if (!raw || !/^\d{1,12}$/.test(raw)) throw data(null, { status: 404 });
  const product = await getOrThrow<ProdDetail>(context, `/prod/prodInfo?prodId=${raw}`, lang);
  const [collect, shopHot, specials, groupBuy, reviews, promotions] = await Promise.all([
    tokenOfRequest(request)
      ? getOr<CollectState | null>(context, `/p/user/collection/prodStatus?prodId=${product.prodId}`, lang, null)
      : Promise.resolve(null),
    getOr<ProdSearchPage | null>(context, `/search/prodPage?shopId=${product.shop.shopId}&sort=1&size=6`, lang, null),
    loadSpecials(context, [product.prodId], lang),
    loadProductGroupBuy(request, context, product.prodId, lang),
    getOr<ProdReviewPage | null>(context, prodReviewsPath(product.prodId, 'all', 1), lang, null),
    // pre-sale, packages and gifts: one call, answered from an index without a query for most products
    getOr<ProdPromotions>(context, `/prod/promotions?prodId=${product.prodId}`, lang, NO_PROMOTIONS),
  ]);
  const { presale, bundles, gifts } = promotions;
  const origin = originOf(request);
  const discount = specials[product.prodId] ?? null;
  // the JSON-LD's url is the page's canonical address in its language (lib/seo.ts), its prices the ones shown
  const canonical = pageAddress(origin, `/detail/${product.prodId}`, '', PUBLIC_PAGES['routes/detail']!, lang);
  return {
    product,
    collect,
    discount,
    groupBuy,
    reviews,
    presale,
    bundles,
    gifts,
    // the side list shows a picture, a name and a price of each (the rest of a card is not sent)
    shopHot: (shopHot?.records ?? [])
      .filter((p) => p.prodId !== product.prodId)
      .slice(0, 5)
      .map(({ prodId, prodName, pic, price }) => ({ prodId, prodName, pic, price })),
    jsonLd: productJsonLd(product, canonical, origin, discount),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return catalogMeta(matches, '', null);
  const { product, jsonLd } = loaderData;
  const description = [product.prodName, product.brief].filter(Boolean).join(' - ');
  return [...catalogMeta(matches, product.prodName, description), { 'script:ld+json': jsonLd }];
};

export const ErrorBoundary = RouteErrorBoundary;

export default function Detail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, collect, shopHot, discount, groupBuy, reviews, presale, bundles, gifts } = loaderData;
  const user = useSessionUser();
  const presaleSkuIds = useMemo(() => new Set(presale && presale.state !== 'ended' ? [presale.skuId] : []), [presale]);
  const [selection, setSelection] = useState(() => initialSelection(product.skus, product.specAxes, presaleSkuIds));
  const [image, setImage] = useState(0);
  const [shown, setShown] = useState(product.prodId);
  if (shown !== product.prodId) {
    setShown(product.prodId);
    setSelection(initialSelection(product.skus, product.specAxes, presaleSkuIds));
    setImage(0);
  }
  // the footprint of a logged-in viewer (SPEC §7, form encoded)
  useEffect(() => {
    if (user) recordFootprint(product.prodId);
  }, [user, product.prodId]);

  const sku = selectedSku(product.skus, product.specAxes, selection);
  const images = sku?.pic && !product.images.includes(sku.pic) ? [sku.pic, ...product.images] : product.images;
  const onSelection = (next: typeof selection) => {
    setSelection(next);
    const chosen = selectedSku(product.skus, product.specAxes, next);
    if (chosen?.pic) setImage(Math.max(0, images.indexOf(chosen.pic)));
  };
  const { shop } = product;
  return (
    <div className="container detail">
      <Breadcrumb path={product.categoryPath} current={product.prodName} />
      <div className="detail__top">
        <Gallery images={images} name={product.prodName} active={Math.min(image, images.length - 1)} onActive={setImage} />
        <BuyBox product={product} selection={selection} onSelection={onSelection} collect={collect} discount={discount} presaleSkuIds={presaleSkuIds} />
      </div>
      <GiftNotes gifts={gifts} />
      {groupBuy && <GroupBuyPanel data={groupBuy} skuId={sku?.skuId ?? null} />}
      {presale && <PresalePanel presale={presale} />}
      <BuyTogether bundles={bundles} />
      <div className="detail__bottom">
        <aside className="detail__side">
          <section className="shopbox" aria-labelledby="detail-shop">
            <Link to={`/shopIndex?sid=${shop.shopId}`} className="shopbox__head">
              <ShopLogo logo={shop.logo} shopName={shop.shopName} size={56} />
              <span>
                <strong id="detail-shop">{shop.shopName}</strong>
                {shop.selfOperated && <span className="badge badge--red">{t('shop.selfOperated')}</span>}
              </span>
            </Link>
            <dl className="shopbox__stats">
              <div>
                <dt>{t('catalog.shop.products')}</dt>
                <dd>{shop.prodCount}</dd>
              </div>
              <div>
                <dt>{t('catalog.shop.followers')}</dt>
                <dd>{shop.collectCount}</dd>
              </div>
            </dl>
            <Link to={`/shopIndex?sid=${shop.shopId}`} className="btn btn--sm shopbox__enter">
              {t('shop.enter')}
            </Link>
            <ContactShop shopId={shop.shopId} prodId={product.prodId} className="shopbox__chat" />
          </section>
          {shopHot.length > 0 && (
            <section className="side-hot" aria-labelledby="detail-shop-hot">
              <h2 id="detail-shop-hot">{t('catalog.detail.shopHot')}</h2>
              <ul>
                {shopHot.map((p) => (
                  <li key={p.prodId}>
                    <Link to={`/detail/${p.prodId}`} className="side-hot__item">
                      <img src={imgUrl(p.pic, 200)} srcSet={imgSrcSet(p.pic, [200])} alt="" width={64} height={64} loading="lazy" decoding="async" />
                      <span>
                        <span className="side-hot__name">{p.prodName}</span>
                        <Price fen={p.price} size="sm" />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
        <DetailTabs
          product={product}
          reviews={reviews ? { count: reviews.summary.count, node: <ProductReviews key={product.prodId} prodId={product.prodId} initial={reviews} /> } : undefined}
        />
      </div>
    </div>
  );
}
