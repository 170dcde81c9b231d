// One coupon as a ticket: the value on the left (¥ off or the discount), its rule, scope and validity in the
// middle, and the action on the right. Used by the coupon center (claim, claimed, sold out) and uc-coupons
// (not used, used, expired). States other than claimable grey the ticket out.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_KIND, COUPON_SCOPE, COUPON_VALIDITY, fenToYuan, type CouponCard as CouponCardData, type UserCoupon } from '@mall/shared';

export type CouponLook = 'available' | 'claimed' | 'soldOut' | 'unused' | 'used' | 'expired';
type Rule = Pick<CouponCardData, 'name' | 'kind' | 'threshold' | 'value' | 'maxOff' | 'scope' | 'shopName' | 'validity' | 'validDays' | 'startsAt' | 'endsAt'>;

const yuan = (fen: number) => fenToYuan(fen).replace(/\.00$/, '');

export function couponDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Shanghai',
  }).format(new Date(iso));
}

export function CouponCard({ coupon, look, validUntil, action, footer }: {
  coupon: Rule;
  look: CouponLook;
  /** a claimed coupon's own end (uc-coupons); null: long-term */
  validUntil?: string | null;
  action?: ReactNode;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const percent = coupon.kind === COUPON_KIND.percent;
  const zhe = (coupon.value / 10).toFixed(1).replace(/\.0$/, '');
  const condition = coupon.kind === COUPON_KIND.noThreshold || coupon.threshold <= 0 ? t('coupon.card.noThreshold') : t('coupon.card.over', { amount: yuan(coupon.threshold) });
  const scope = coupon.scope === COUPON_SCOPE.platform ? t('coupon.card.platform')
    : coupon.scope === COUPON_SCOPE.products ? t('coupon.card.products')
      : coupon.scope === COUPON_SCOPE.categories ? t('coupon.card.categories')
        : coupon.shopName ? t('coupon.card.shop', { shop: coupon.shopName }) : t('coupon.card.shopAny');
  let validity: string;
  if (validUntil !== undefined) validity = validUntil ? t('coupon.card.until', { to: couponDate(validUntil, lang) }) : t('coupon.card.longTerm');
  else if (coupon.validity === COUPON_VALIDITY.sameDay) validity = t('coupon.card.sameDay');
  else if (coupon.validity === COUPON_VALIDITY.days) validity = t('coupon.card.days', { n: coupon.validDays });
  else if (coupon.validity === COUPON_VALIDITY.fixed && coupon.startsAt && coupon.endsAt) validity = t('coupon.card.period', { from: couponDate(coupon.startsAt, lang), to: couponDate(coupon.endsAt, lang) });
  else validity = t('coupon.card.longTerm');
  const muted = look !== 'available' && look !== 'unused';
  return (
    <article className={`coupon coupon--${look}${muted ? ' coupon--muted' : ''}`} data-look={look} aria-label={coupon.name}>
      <div className="coupon__value">
        {percent ? (
          <p className="coupon__amount">{lang === 'en' ? t('coupon.card.zhe', { percent: 100 - coupon.value }) : t('coupon.card.zhe', { n: zhe })}</p>
        ) : (
          <p className="coupon__amount">
            <span className="coupon__sym">{t('coupon.card.yuan')}</span>
            {yuan(coupon.value)}
          </p>
        )}
        <p className="coupon__cond">{condition}</p>
        {percent && coupon.maxOff > 0 && <p className="coupon__cap">{t('coupon.card.cap', { amount: yuan(coupon.maxOff) })}</p>}
      </div>
      <div className="coupon__body">
        <h3 className="coupon__name">{coupon.name}</h3>
        <p className="coupon__scope">{scope}</p>
        <p className="coupon__valid">{validity}</p>
        {footer}
      </div>
      <div className="coupon__action">{action}</div>
      {(look === 'used' || look === 'expired' || look === 'soldOut') && (
        <span className="coupon__stamp" aria-hidden="true">{t(`coupon.card.${look}`)}</span>
      )}
    </article>
  );
}

/** The state of a buyer's coupon as a look. */
export const lookOfUserCoupon = (c: Pick<UserCoupon, 'status'>): CouponLook => (c.status === 1 ? 'used' : c.status === 2 ? 'expired' : 'unused');
