// The buyer's pre-sales in the user center (decision 035): in-site messages (the balance window opened, a deposit
// kept; unread ones counted on the menu's badge and read when this page opens — the mall has no shared message inbox)
// and each pre-sale order with its amounts, windows and state; "pay the balance" opens the balance checkout.
import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice, PRESALE_MODE, PRESALE_ORDER_STATUS as S, type PresaleNoticeView, type PresaleOrderView } from '@mall/shared';
import { imgUrl } from '../../lib/images';
import { balanceCheckoutHref, readPresaleNotices } from './api';
import { shownTime } from './PresalePanel';
import './presale.css';

const STATUS_KEY: Record<number, string> = {
  [S.depositUnpaid]: 'presale.mine.status.depositUnpaid', [S.depositPaid]: 'presale.mine.status.depositPaid', [S.balanceUnpaid]: 'presale.mine.status.balanceUnpaid',
  [S.done]: 'presale.mine.status.done', [S.forfeited]: 'presale.mine.status.forfeited', [S.canceled]: 'presale.mine.status.canceled',
};

export function MyPresales({ orders, notices }: { orders: PresaleOrderView[]; notices: PresaleNoticeView[] }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const unread = notices.some((n) => !n.read);
  // opening the page reads its messages: they show "new" on this view, then the user centre's badge on "My pre-sales" goes
  useEffect(() => {
    if (!unread) return;
    void readPresaleNotices(i18n.language).then((res) => {
      if (res.status === 200) void revalidator.revalidate();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page view with unread messages
  }, [unread]);
  return (
    <section className="uc-card ps-mine" aria-labelledby="ps-mine-title">
      <h1 id="ps-mine-title" className="uc-card__title">{t('presale.mine.title')}</h1>
      {notices.length > 0 && (
        <section aria-labelledby="ps-notices">
          <h2 id="ps-notices" className="ps-mine__h2">{t('presale.mine.notices')}</h2>
          <ul className="ps-notices">
            {notices.map((n) => (
              <li key={n.id} data-testid="presale-notice" className={n.read ? undefined : 'is-new'}>
                <strong>
                  {!n.read && <span className="badge badge--red">{t('presale.mine.new')}</span>} {n.title}
                </strong>
                <p>{n.content}</p>
                <time dateTime={n.createTime}>{shownTime(n.createTime)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
      {orders.length === 0 ? (
        <p className="ps-mine__empty">{t('presale.mine.empty')}</p>
      ) : (
        <ul className="ps-orders">
          {orders.map((o) => (
            <li key={o.presaleOrderId} className="ps-order" data-testid="presale-order">
              <Link to={`/detail/${o.prodId}`} className="ps-order__goods">
                {o.pic && <img src={imgUrl(o.pic, 200)} alt="" width={64} height={64} loading="lazy" />}
                <span>{o.prodName} × {o.count}</span>
              </Link>
              <dl className="ps-order__facts">
                <div><dt>{o.mode === PRESALE_MODE.deposit ? t('presale.panel.deposit') : t('presale.mine.paid')}</dt><dd>{formatPrice(o.depositTotal)}</dd></div>
                {o.mode === PRESALE_MODE.deposit && (
                  <>
                    <div><dt>{t('presale.mine.counts')}</dt><dd>{formatPrice(o.deductTotal)}</dd></div>
                    <div><dt>{t('presale.panel.balance')}</dt><dd>{formatPrice(o.balanceTotal)}</dd></div>
                    {o.balanceStart && o.balanceEnd && <div><dt>{t('presale.panel.balanceWindow')}</dt><dd>{shownTime(o.balanceStart)} – {shownTime(o.balanceEnd)}</dd></div>}
                  </>
                )}
                <div><dt>{t('presale.panel.shipDate')}</dt><dd>{t('presale.panel.shipBy', { date: shownTime(o.shipDate).slice(0, 10) })}</dd></div>
              </dl>
              <span className="ps-order__state">
                <span className="ps-tag">{t(STATUS_KEY[o.status] ?? 'presale.mine.status.done')}</span>
                {o.balanceOpen && <Link to={balanceCheckoutHref(o.presaleOrderId)} className="btn btn--sm btn--primary">{t('presale.mine.payBalance')}</Link>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
