// /return-detail?refundSn= (SPEC §2, §4): one refund request of the buyer — its state with what to do next and the
// deadline of the current state, the steps, the history of events, the return address and shipment, the request's
// fields and vouchers, and the items.
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Store } from 'lucide-react';
import { CARGO_STATUS, REFUND_MODE, REFUND_STATUS as S, formatPrice, maskMobile, type RefundDetail } from '@mall/shared';
import { Price } from '../../components/Price';
import { imgUrl } from '../../lib/images';
import { RefundLines } from './RefundLines';
import { formatTime } from '../order/format';
import { RefundActions } from './RefundActions';
import { RefundSteps } from './RefundSteps';
import { UC_RETURN, refundStateKey, refundStatusName, refundStatusTone } from './status';
import '../order/order.css';
import './aftersale.css';

function hintKey(r: RefundDetail): string {
  if (r.refunding) return 'aftersale.detail.hint.refunding';
  if (r.status === S.accepted && r.mode === REFUND_MODE.refundOnly) return 'aftersale.detail.hint.acceptedRefund';
  return `aftersale.detail.hint.${refundStatusName(r.status)}`;
}

function deadlineKey(status: number): string {
  if (status === S.applied) return 'aftersale.detail.deadlineSeller';
  if (status === S.accepted || status === S.refused) return 'aftersale.detail.deadlineBuyer';
  return 'aftersale.detail.deadline';
}

export function RefundDetailPage({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const r = refund;
  const isReturn = r.mode === REFUND_MODE.returnAndRefund;
  const rows: [string, React.ReactNode][] = [
    ['refundSn', r.refundSn],
    ['orderNumber', <Link key="o" to={`/order-detail?orderNumber=${encodeURIComponent(r.orderNumber)}`} className="mlink">{r.orderNumber}</Link>],
    ['applyTime', formatTime(r.applyTime)],
    ['mode', `${t(isReturn ? 'aftersale.mode.returnAndRefund' : 'aftersale.mode.refundOnly')}${r.whole ? ` · ${t('aftersale.list.whole')}` : ''}`],
    ['cargo', t(r.cargoStatus === CARGO_STATUS.received ? 'aftersale.cargo.received' : 'aftersale.cargo.notReceived')],
    ['reason', r.reasonLabel],
    ['amount', formatPrice(r.amount)],
    ['mobile', maskMobile(r.mobile)],
    ['note', r.note || t('aftersale.detail.none')],
  ];

  return (
    <div className="container od as-detail">
      <nav className="od-crumbs" aria-label={t('aftersale.detail.crumbs')}>
        <Link to="/user-center">{t('orders.detail.center')}</Link>
        <ChevronRight size={12} aria-hidden="true" />
        <Link to={UC_RETURN}>{t('aftersale.list.title')}</Link>
        <ChevronRight size={12} aria-hidden="true" />
        <span aria-current="page">{t('aftersale.detail.title')}</span>
      </nav>

      <section className="od-card od-state" aria-labelledby="as-status">
        <div className="od-state__main">
          <p className="od-state__no">
            {t('aftersale.detail.refundSn')} <span className="od-state__num">{r.refundSn}</span>
          </p>
          <h1 id="as-status" className={`od-state__status is-${refundStatusTone(r.status)}`}>
            {t(refundStateKey(r))}
          </h1>
          <p className="od-state__hint">{t(hintKey(r))}</p>
          {r.deadline && <p className="as-deadline">{t(deadlineKey(r.status), { time: formatTime(r.deadline) })}</p>}
          {r.status === S.refused && r.refuseReason && (
            <p className="as-refused">
              {t('aftersale.apply.refusedBy', { reason: r.refuseReason })}
              {r.actions.includes('edit') && <span className="as-refused__left">{t('aftersale.apply.resubmitsLeft', { count: r.resubmitsLeft })}</span>}
            </p>
          )}
          <RefundActions refund={r} />
        </div>
        <div className="od-state__steps">
          <RefundSteps refund={r} />
        </div>
      </section>

      {(r.returnAddress || r.logistics) && (
        <section className="od-card od-info as-return" aria-label={t('aftersale.detail.returnAddress')}>
          {r.returnAddress && (
            <div>
              <h2 className="od-card__title">{t('aftersale.detail.returnAddress')}</h2>
              <dl className="od-dl">
                <div>
                  <dt>{t('aftersale.detail.returnReceiver')}</dt>
                  <dd>
                    {r.returnAddress.receiver} {r.returnAddress.mobile}
                  </dd>
                </div>
                <div>
                  <dt>{t('orders.detail.addr')}</dt>
                  <dd>{r.returnAddress.address}</dd>
                </div>
              </dl>
            </div>
          )}
          {r.logistics && (
            <div>
              <h2 className="od-card__title">{t('aftersale.detail.logistics')}</h2>
              <dl className="od-dl">
                <div>
                  <dt>{t('aftersale.detail.company')}</dt>
                  <dd>{r.logistics.companyName}</dd>
                </div>
                <div>
                  <dt>{t('aftersale.detail.waybill')}</dt>
                  <dd>{r.logistics.waybillNo}</dd>
                </div>
              </dl>
            </div>
          )}
        </section>
      )}

      <section className="od-card" aria-labelledby="as-events">
        <h2 id="as-events" className="od-card__title">
          {t('aftersale.detail.timeline')}
        </h2>
        <ol className="od-traces as-events">
          {r.timeline
            .map((e, i) => ({ ...e, again: e.status === S.applied && r.timeline.slice(0, i).some((p) => p.status === S.applied) }))
            .reverse()
            .map((e, i) => (
              <li key={`${e.status}-${e.at}-${i}`} className={i === 0 ? 'is-latest' : undefined}>
                <time dateTime={e.at}>{formatTime(e.at)}</time>
                <span>
                  <strong className="as-events__who">{t(`aftersale.detail.actor.${e.actor}`)}</strong>
                  {e.again
                    ? t('aftersale.detail.event.resubmitted')
                    : t([`aftersale.detail.eventBy.${e.actor}.${refundStatusName(e.status)}`, `aftersale.detail.event.${refundStatusName(e.status)}`])}
                  {e.note && <span className="as-events__note">{e.note}</span>}
                </span>
              </li>
            ))}
        </ol>
      </section>

      <section className="od-card od-info as-info" aria-label={t('aftersale.detail.title')}>
        <div>
          <h2 className="od-card__title">{t('aftersale.detail.title')}</h2>
          <dl className="od-dl">
            {rows.map(([k, v]) => (
              <div key={k}>
                <dt>{t(`aftersale.detail.${k}`)}</dt>
                <dd className={k === 'note' ? 'od-dl__text' : undefined}>{v}</dd>
              </div>
            ))}
            {r.status === S.refunded && r.refundedAt && (
              <div>
                <dt>{t('aftersale.detail.refundedAt')}</dt>
                <dd>{formatTime(r.refundedAt)}</dd>
              </div>
            )}
            {r.payRefundNo && (
              <div>
                <dt>{t('aftersale.detail.payRefundNo')}</dt>
                <dd>{r.payRefundNo}</dd>
              </div>
            )}
          </dl>
        </div>
        <div>
          <h2 className="od-card__title">{t('aftersale.detail.vouchers')}</h2>
          {r.vouchers.length ? (
            <ul className="as-vouchers__list">
              {r.vouchers.map((v, i) => (
                <li key={v} className="as-vouchers__item">
                  <a href={v} target="_blank" rel="noreferrer">
                    <img src={imgUrl(v, 200)} alt={t('aftersale.apply.voucherAlt', { n: i + 1 })} width={72} height={72} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="co-muted">{t('aftersale.detail.none')}</p>
          )}
        </div>
      </section>

      <section className="od-card" aria-labelledby="as-lines">
        <h2 id="as-lines" className="od-card__title od-card__title--shop">
          <Store size={15} aria-hidden="true" />
          <Link to={`/shopIndex?sid=${r.shopId}`}>{r.shopName}</Link>
        </h2>
        <RefundLines lines={r.lines} className="as-lines" />
        <p className="as-total">
          {t('aftersale.detail.amount')} <Price fen={r.amount} size="lg" />
        </p>
      </section>
      <p className="as-back">
        <Link to={UC_RETURN} className="btn">
          {t('aftersale.detail.back')}
        </Link>
      </p>
      {revalidator.state === 'loading' && (
        <span className="sr-only" role="status">
          {t('orders.ui.loading')}
        </span>
      )}
    </div>
  );
}
