// Shop search results (/shopList, /list?st=1): one row per shop with its best sellers.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Store } from 'lucide-react';
import type { ProductCard as ProductCardData, ShopCard } from '@mall/shared';
import { Price } from '../../components/Price';
import { ShopLogo } from '../../components/ShopLogo';
import { imgSrcSet, imgUrl } from '../../lib/images';

export interface ShopResult {
  shop: ShopCard;
  products: ProductCardData[];
}

export function ShopResults({ results, keyword }: { results: ShopResult[]; keyword: string }) {
  const { t } = useTranslation();
  if (results.length === 0) {
    return (
      <div className="empty-result__box">
        <Store size={64} strokeWidth={1.2} aria-hidden="true" className="empty-result__art" />
        <div>
          <h2>{keyword ? t('catalog.shops.noneFor', { keyword }) : t('catalog.shops.none')}</h2>
          <p className="empty-result__tips">{t('catalog.empty.tipWords')}</p>
        </div>
      </div>
    );
  }
  return (
    <ul className="shoprows">
      {results.map(({ shop, products }) => (
        <li key={shop.shopId} className="shoprow">
          <div className="shoprow__info">
            <Link to={`/shopIndex?sid=${shop.shopId}`} className="shoprow__logo">
              <ShopLogo logo={shop.logo} shopName={shop.shopName} size={80} />
            </Link>
            <div className="shoprow__text">
              <h2>
                <Link to={`/shopIndex?sid=${shop.shopId}`}>{shop.shopName}</Link>
                {shop.selfOperated && <span className="badge badge--red">{t('shop.selfOperated')}</span>}
              </h2>
              <p className="shoprow__intro">{shop.intro}</p>
              <p className="shoprow__stats">
                <span>{t('shop.prodCount', { count: shop.prodCount })}</span>
                <span>{t('shop.collectCount', { count: shop.collectCount })}</span>
              </p>
              <Link to={`/shopIndex?sid=${shop.shopId}`} className="btn btn--sm btn--primary">
                {t('shop.enter')}
              </Link>
            </div>
          </div>
          <ul role="list" className="shoprow__prods" aria-label={t('catalog.shops.bestSellers', { name: shop.shopName })}>
            {products.map((p) => (
              <li key={p.prodId}>
                <Link to={`/detail/${p.prodId}`}>
                  <img src={imgUrl(p.pic, 200)} srcSet={imgSrcSet(p.pic, [200, 400])} sizes="120px" alt={p.prodName} width={120} height={120} loading="lazy" decoding="async" />
                  <Price fen={p.price} size="sm" />
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
