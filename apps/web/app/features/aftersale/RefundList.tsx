// /user-center/uc-return: my refund and return requests — a tab per state (?status=), paging (?page=), and each
// request with its shop, lines, amount, state and a link to its detail.
import { Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Store, Undo2 } from 'lucide-react';
import { REFUND_MODE, formatPrice, type Paged, type RefundNotices as Notices, type RefundSummary } from '@mall/shared';
import { RefundLines } from './RefundLines';
import { EmptyState } from '../order/ui/FormRow';
import { Pagination } from '../../components/Pagination';
import { formatTime } from '../order/format';
import { RefundNotices } from './RefundNotices';
import { REFUND_LIST_TABS, UC_RETURN, refundStateKey, refundStatusTone, refundTabKey, returnDetailHref } from './status';
import '../order/order.css';
import './aftersale.css';

export function RefundList({ page, status, notices = null }: { page: Paged<RefundSummary>; status: number; notices?: Notices | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === UC_RETURN;
  return (
    <section className="uc-card uo as-list" aria-labelledby="as-list-title">
      <div className="uo__head">
        <h1 id="as-list-title" className="uo__title">
          {t('aftersale.list.title')}
        </h1>
      </div>
      {notices && <RefundNotices notices={notices} />}
      <nav className="uo__tabs" aria-label={t('aftersale.list.tabs')}>
        {REFUND_LIST_TABS.map((tab) => (
          <Link
            key={tab}
            to={tab ? `${UC_RETURN}?status=${tab}` : UC_RETURN}
            className={tab === status ? 'is-active' : undefined}
            aria-current={tab === status ? 'page' : undefined}
            preventScrollReset
          >
            {t(refundTabKey(tab))}
          </Link>
        ))}
      </nav>
      <div className="as-list__thead" aria-hidden="true">
        <span>{t('shopCart.colGoods')}</span>
        <span>{t('aftersale.list.amount')}</span>
        <span>{t('aftersale.list.state')}</span>
        <span>{t('shopCart.colOps')}</span>
      </div>
      <div className={`uo__body${loading ? ' is-loading' : ''}`} aria-busy={loading}>
        {page.records.length === 0 ? (
          <EmptyState icon={<Undo2 size={40} strokeWidth={1.4} />} title={t('aftersale.list.empty')}>
            <p className="as-hint">{t('aftersale.list.emptyHint')}</p>
            <Link to="/user-center/uc-order" className="btn btn--primary">
              {t('aftersale.list.toOrders')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="uo__list">
            {page.records.map((r) => (
              <RefundRow key={r.refundSn} refund={r} />
            ))}
          </ul>
        )}
      </div>
      <Pagination current={page.current} pages={page.pages} />
    </section>
  );
}

function RefundRow({ refund }: { refund: RefundSummary }) {
  const { t } = useTranslation();
  const detail = returnDetailHref(refund.refundSn);
  return (
    <li role="listitem" className="uo-order" aria-label={t('aftersale.list.itemLabel', { refundSn: refund.refundSn })}>
      <header className="uo-order__head">
        <time dateTime={refund.applyTime}>{formatTime(refund.applyTime)}</time>
        <span>
          {t('aftersale.list.refundSn')}
          <Link to={detail} className="uo-order__num">
            {refund.refundSn}
          </Link>
        </span>
        <span>
          {t('aftersale.list.orderNumber')}
          <Link to={`/order-detail?orderNumber=${encodeURIComponent(refund.orderNumber)}`} className="uo-order__num">
            {refund.orderNumber}
          </Link>
        </span>
        <Link to={`/shopIndex?sid=${refund.shopId}`} className="uo-order__shop">
          <Store size={14} aria-hidden="true" />
          {refund.shopName}
        </Link>
      </header>
      <div className="as-list__body">
        <RefundLines lines={refund.lines} className="uo-order__lines" />
        <div className="uo-order__amount">
          <strong>{formatPrice(refund.amount)}</strong>
          <span className="co-muted">
            {t(refund.mode === REFUND_MODE.returnAndRefund ? 'aftersale.mode.returnAndRefund' : 'aftersale.mode.refundOnly')}
            {refund.whole && ` · ${t('aftersale.list.whole')}`}
          </span>
        </div>
        <div className="uo-order__state">
          <span className={`uo-order__status is-${refundStatusTone(refund.status)}`}>{t(refundStateKey(refund))}</span>
        </div>
        <div className="uo-order__ops">
          <Link to={detail} className="btn btn--sm">
            {t('aftersale.list.detail')}
          </Link>
        </div>
      </div>
    </li>
  );
}
