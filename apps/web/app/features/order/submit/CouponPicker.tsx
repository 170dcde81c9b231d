// The checkout's coupon step (SPEC §3 pricing): per shop and platform-wide, the buyer's coupons usable now with what
// each takes off this selection; the chosen ones (the best by default, picked by the API) are pre-selected. Choosing
// another (or none) asks for a new preview through ?couponIds= (the loader re-confirms; totals update). A coupon whose
// threshold is not reached shows greyed with why.
import { useTranslation } from 'react-i18next';
import { COUPON_KIND, fenToYuan, formatPrice, type CheckoutCoupons, type CouponOffer, type ShopOrderPreview } from '@mall/shared';
import { couponDate } from '../../coupon/CouponCard';
import '../../coupon/coupon.css';

const yuan = (fen: number) => fenToYuan(fen).replace(/\.00$/, '');

/** The ids to ask for when `group`'s choice becomes `pick` (null: none of that group). */
export function nextChoice(chosen: number[], group: CouponOffer[], pick: number | null): number[] {
  const inGroup = new Set(group.map((o) => o.userCouponId));
  const rest = chosen.filter((id) => !inGroup.has(id));
  return pick === null ? rest : [...rest, pick];
}

function OfferRow({ offer, name, checked, disabled, onPick }: { offer: CouponOffer; name: string; checked: boolean; disabled: boolean; onPick(): void }) {
  const { t, i18n } = useTranslation();
  const rule = offer.kind === COUPON_KIND.percent
    ? i18n.language === 'en' ? t('coupon.card.zhe', { percent: 100 - offer.value }) : t('coupon.card.zhe', { n: (offer.value / 10).toFixed(1).replace(/\.0$/, '') })
    : t('coupon.picker.amount', { amount: yuan(offer.value) });
  const condition = offer.kind === COUPON_KIND.noThreshold || offer.threshold <= 0 ? t('coupon.card.noThreshold') : t('coupon.card.over', { amount: yuan(offer.threshold) });
  return (
    <li className={`co-cpn${offer.usable ? '' : ' is-unusable'}${checked ? ' is-chosen' : ''}`}>
      <label>
        <input type="radio" name={name} checked={checked} disabled={disabled || !offer.usable} onChange={onPick} />
        <span className="co-cpn__rule">{rule}</span>
        <span className="co-cpn__main">
          <span className="co-cpn__name">{offer.name}</span>
          <span className="co-cpn__meta">
            {condition}
            {' · '}
            {offer.validUntil ? t('coupon.card.until', { to: couponDate(offer.validUntil, i18n.language) }) : t('coupon.card.longTerm')}
          </span>
        </span>
        <span className="co-cpn__off">
          {offer.usable ? t('coupon.picker.saves', { amount: formatPrice(offer.off) }) : t('coupon.picker.notReached')}
        </span>
      </label>
    </li>
  );
}

function Group({ title, offers, chosen, disabled, onChoose }: { title: string; offers: CouponOffer[]; chosen: number[]; disabled: boolean; onChoose(ids: number[]): void }) {
  const { t } = useTranslation();
  const name = `cpn-${title}`;
  const none = !offers.some((o) => chosen.includes(o.userCouponId));
  return (
    <fieldset className="co-cpns">
      <legend>{title}</legend>
      <ul>
        {offers.map((o) => (
          <OfferRow key={o.userCouponId} offer={o} name={name} checked={chosen.includes(o.userCouponId)} disabled={disabled} onPick={() => onChoose(nextChoice(chosen, offers, o.userCouponId))} />
        ))}
        <li className={`co-cpn co-cpn--none${none ? ' is-chosen' : ''}`}>
          <label>
            <input type="radio" name={name} checked={none} disabled={disabled} onChange={() => onChoose(nextChoice(chosen, offers, null))} />
            <span className="co-cpn__main">{t('coupon.picker.none')}</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}

export function CouponPicker({ coupons, shops, disabled, onChoose }: {
  coupons: CheckoutCoupons;
  shops: ShopOrderPreview[];
  disabled: boolean;
  onChoose(ids: number[]): void;
}) {
  const { t } = useTranslation();
  const shopGroups = coupons.shops.filter((g) => g.offers.length > 0);
  if (shopGroups.length === 0 && coupons.platform.length === 0) return <p className="co-muted">{t('coupon.picker.empty')}</p>;
  const shopName = (shopId: number) => shops.find((s) => s.shopId === shopId)?.shopName ?? '';
  return (
    <div className="co-cpn-groups">
      {shopGroups.map((g) => (
        <Group key={g.shopId} title={t('coupon.picker.shop', { shop: shopName(g.shopId) })} offers={g.offers} chosen={coupons.chosen} disabled={disabled} onChoose={onChoose} />
      ))}
      {coupons.platform.length > 0 && (
        <Group title={t('coupon.picker.platform')} offers={coupons.platform} chosen={coupons.chosen} disabled={disabled} onChoose={onChoose} />
      )}
      <p className="co-cpn-total">
        {t('coupon.picker.total')}
        <strong>-{formatPrice(coupons.discount)}</strong>
      </p>
    </div>
  );
}
