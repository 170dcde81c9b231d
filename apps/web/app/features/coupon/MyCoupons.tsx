// /user-center/uc-coupons (SPEC §4 coupon states): tabs not used / used / expired with their counts, the coupons
// of the tab, newest first, paged.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyCouponCounts, Paged, UserCoupon } from '@mall/shared';
import { Pagination } from '../../components/Pagination';
import { CouponCard, lookOfUserCoupon } from './CouponCard';

export const STATUS_PARAM = 'status';
const TABS = [0, 1, 2] as const;
const countOf = (counts: MyCouponCounts, s: number) => (s === 0 ? counts.unused : s === 1 ? counts.used : counts.expired);

export function MyCoupons({ status, page }: { status: number; page: Paged<UserCoupon> & { counts: MyCouponCounts } }) {
  const { t } = useTranslation();
  return (
    <section className="uc-card my-coupons" aria-labelledby="my-coupons-title">
      <h1 id="my-coupons-title" className="uc-card__title">{t('coupon.mine.title')}</h1>
      <nav className="coupon-tabs" aria-label={t('coupon.mine.title')}>
        {TABS.map((s) => (
          <Link key={s} to={`?${STATUS_PARAM}=${s}`} className={`coupon-tabs__tab${s === status ? ' is-current' : ''}`} aria-current={s === status ? 'page' : undefined}>
            {t(`coupon.mine.tabs.${s}`)} <span className="coupon-tabs__n">({countOf(page.counts, s)})</span>
          </Link>
        ))}
      </nav>
      {page.records.length === 0 ? (
        <div className="coupon-empty">
          <p>{t('coupon.mine.empty')}</p>
          <Link to="/coupons" className="coupon-empty__action">{t('coupon.mine.goCenter')}</Link>
        </div>
      ) : (
        <ul className="coupon-grid coupon-grid--uc">
          {page.records.map((c) => {
            const look = lookOfUserCoupon(c);
            return (
              <li key={c.userCouponId}>
                <CouponCard
                  coupon={c}
                  look={look}
                  validUntil={c.validUntil}
                  action={look === 'unused' ? <Link className="coupon__btn" to={c.shopId ? `/shopIndex?sid=${c.shopId}` : '/list'}>{t('coupon.card.use')}</Link> : null}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} />
    </section>
  );
}
