// SPEC §4: a shop home shows only when the shop is open (1); under review (0), none (-1) and any other status
// (offline, suspended) show their warning instead.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleOff, Clock, Store } from 'lucide-react';
import { SHOP_STATUS } from '@mall/shared';

export function shopStatusKey(status: number): 'review' | 'none' | 'offline' {
  if (status === SHOP_STATUS.underReview) return 'review';
  if (status === SHOP_STATUS.none) return 'none';
  return 'offline';
}

export function ShopStatusNotice({ status, name }: { status: number; name?: string }) {
  const { t } = useTranslation();
  const key = shopStatusKey(status);
  const Icon = key === 'review' ? Clock : key === 'none' ? Store : CircleOff;
  return (
    <section className="shopwarn" role="alert">
      <Icon size={56} strokeWidth={1.3} aria-hidden="true" className="shopwarn__art" />
      <h1>{name ?? t('catalog.shop.statusTitle')}</h1>
      <p>{t(`catalog.shop.status.${key}`)}</p>
      <div className="shopwarn__actions">
        <Link to="/shopList" className="btn btn--primary btn--sm">
          {t('catalog.shop.otherShops')}
        </Link>
        <Link to="/" className="btn btn--sm">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
