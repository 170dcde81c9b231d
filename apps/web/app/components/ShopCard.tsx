import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShopCard as ShopCardData } from '@mall/shared';
import { imgSrcSet, imgUrl } from '../lib/images';

export function ShopCard({ shop }: { shop: ShopCardData }) {
  const { t } = useTranslation();
  return (
    <Link to={`/shopIndex?sid=${shop.shopId}`} className="scard">
      <span className="scard__logo">
        <img
          src={imgUrl(shop.logo, 200)}
          srcSet={imgSrcSet(shop.logo, [200, 400])}
          sizes="72px"
          alt={t('shop.logoAlt', { name: shop.shopName })}
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
      </span>
      <span className="scard__name">
        {shop.selfOperated && <span className="badge badge--red">{t('shop.selfOperated')}</span>}
        {shop.shopName}
      </span>
      <span className="scard__intro">{shop.intro}</span>
      <span className="scard__stats">
        <span>{t('shop.prodCount', { count: shop.prodCount })}</span>
        <span>{t('shop.collectCount', { count: shop.collectCount })}</span>
      </span>
      <span className="scard__enter">{t('shop.enter')}</span>
    </Link>
  );
}
