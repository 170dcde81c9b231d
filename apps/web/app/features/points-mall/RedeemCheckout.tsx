// /submit-integral-order (issue 14; token needed): the redemption's checkout on the shared PromotionCheckout (the
// delivery address picker of /submit-order, the item with the message to the merchant, the totals) with the quantity,
// the points it takes and what is left, and the cash part. Submitted by POST /p/pointsMall/submit: a points-only
// order is paid already (→ its order page), one with cash goes to the payment page. A refusal (off shelf, sold out,
// limit, not enough points) is shown in place of the order.
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@mall/shared';
import { paymentHref } from '../order/api';
import { PromotionCheckout } from '../order/submit/PromotionCheckout';
import { detailHref, orderDetailHref, submitRedeem } from './api';
import type { RedeemCheckoutData } from './points-mall.server';
import './points-mall.css';

export function RedeemCheckout({ data }: { data: RedeemCheckoutData }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { product: p, count, balance, confirm } = data;
  const num = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN');
  const need = p.points * count;
  const most = Math.max(1, Math.min(p.stock, p.perUserLimit));
  const countHref = (n: number) => {
    const q = new URLSearchParams(params);
    q.set('count', String(n));
    return `?${q}`;
  };
  const cashOnly = (confirm?.actualTotal ?? p.cash * count) > 0;
  const texts = {
    title: t('pointsMall.checkout.title'),
    goods: t('pointsMall.checkout.goods'),
    payNote: cashOnly ? t('pointsMall.checkout.payNoteCash') : t('pointsMall.checkout.payNotePoints'),
    back: t('pointsMall.checkout.back'),
    submit: t('pointsMall.checkout.submit'),
    submitting: t('pointsMall.checkout.submitting'),
  };
  const extra = (
    <section className="co-sec pm-co-qty" aria-labelledby="pm-co-qty-title">
      <h2 id="pm-co-qty-title" className="co-sec__title">{t('pointsMall.detail.quantity')}</h2>
      <span className="pm-qty" role="group" aria-labelledby="pm-co-qty-title">
        {count > 1 ? <Link to={countHref(count - 1)} replace preventScrollReset aria-label={t('pointsMall.detail.less')}>−</Link> : <span aria-hidden="true">−</span>}
        <output aria-live="polite">{count}</output>
        {count < most ? <Link to={countHref(count + 1)} replace preventScrollReset aria-label={t('pointsMall.detail.more')}>+</Link> : <span aria-hidden="true">+</span>}
      </span>
      <span className="pm-co-qty__note">{t('pointsMall.limit', { n: p.perUserLimit })}</span>
    </section>
  );
  const summaryRows = (
    <>
      <div className="pm-co-points">
        <dt>{t('pointsMall.checkout.pointsTotal')}</dt>
        <dd data-testid="pm-points-total">{t('pointsMall.points', { points: num(need) })}</dd>
      </div>
      <div>
        <dt>{t('pointsMall.checkout.pointsLeft')}</dt>
        <dd>{t('pointsMall.points', { points: num(Math.max(balance - need, 0)) })}</dd>
      </div>
      <div>
        <dt>{t('pointsMall.checkout.cashTotal')}</dt>
        <dd>{formatPrice(confirm?.actualTotal ?? p.cash * count)}</dd>
      </div>
    </>
  );
  return (
    <PromotionCheckout
      confirm={confirm}
      addresses={data.addresses}
      error={data.error}
      back={detailHref(data.prodId)}
      texts={texts}
      submitOrder={submitRedeem}
      extra={extra}
      summaryRows={summaryRows}
      doneHref={(placed) => (placed.actualTotal === 0 ? orderDetailHref(placed.orderNumbers[0]!) : paymentHref(placed.orderNumbers))}
    />
  );
}
