import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShopCard as ShopCardData } from '@mall/shared';
import { ShopLogo } from './ShopLogo';

export function ShopCard({ shop }: { shop: ShopCardData }) {
  const { t } = useTranslation();
  return (
    <Link to={`/shopIndex?sid=${shop.shopId}`} className="scard">
      <span className="scard__logo">
        <ShopLogo logo={shop.logo} shopName={shop.shopName} size={72} widths={[200, 400]} />
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
