// uc-order (user centre): my orders — a tab per state with counts (?status=), search by order number or product
// name (?keyword=), paging (?page=), and each order with its lines, amount, state and actions.
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClipboardList, Search, Store } from 'lucide-react';
import { ORDER_STATUS, ORDER_TYPE, formatPrice, type OrderCountData, type OrderSummary, type Paged } from '@mall/shared';
import { LineThumb } from '../ui/LineThumb';
import { EmptyState } from '../ui/FormRow';
import { OrderActions } from '../OrderActions';
import { PayCountdown } from '../PayCountdown';
import { formatTime } from '../format';
import { ORDER_LIST_TABS, TAB_COUNT_FIELD, statusKey, statusTone, tabKey } from '../status';
import { Pagination } from '../../../components/Pagination';
import { ReviewLineLink } from '../../review/ReviewLineLink';
import { RefundLineLink, RefundOrderLink, hasRefundOrderLink } from '../../aftersale/RefundLinks';
import '../order.css';
import { PresaleOrderTag, presaleBuyAgainHref } from '../../presale/PresaleOrderTag';
import { PointsOrderTag } from '../../points-mall/PointsOrderTag';

export function OrderList({
  page,
  counts,
  status,
  keyword,
}: {
  page: Paged<OrderSummary>;
  counts: OrderCountData;
  status: number;
  keyword: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/user-center/uc-order';
  const tabHref = (tab: number, kw = keyword) => {
    const q = new URLSearchParams();
    if (tab) q.set('status', String(tab));
    if (kw) q.set('keyword', kw);
    const s = q.toString();
    return s ? `/user-center/uc-order?${s}` : '/user-center/uc-order';
  };

  return (
    <section className="uc-card uo" aria-labelledby="uo-title">
      <div className="uo__head">
        <h1 id="uo-title" className="uo__title">
          {t('orders.list.title')}
        </h1>
        <Form method="get" className="uo__search" role="search">
          {status > 0 && <input type="hidden" name="status" value={status} />}
          <label htmlFor="uo-keyword" className="sr-only">
            {t('orders.list.searchLabel')}
          </label>
          <input
            id="uo-keyword"
            type="search"
            name="keyword"
            defaultValue={keyword}
            key={keyword}
            maxLength={100}
            placeholder={t('orders.list.searchHint')}
          />
          <button type="submit" className="btn btn--sm">
            <Search size={14} aria-hidden="true" />
            {t('orders.list.search')}
          </button>
        </Form>
      </div>
      <nav className="uo__tabs" aria-label={t('orders.list.tabs')}>
        {ORDER_LIST_TABS.map((tab) => {
          const field = TAB_COUNT_FIELD[tab];
          const n = field ? counts[field] : 0;
          return (
            <Link
              key={tab}
              to={tabHref(tab)}
              className={tab === status ? 'is-active' : undefined}
              aria-current={tab === status ? 'page' : undefined}
              preventScrollReset
            >
              {t(tabKey(tab))}
              {n > 0 && <span className="uo__badge">{n > 99 ? '99+' : n}</span>}
            </Link>
          );
        })}
      </nav>
      {keyword && (
        <p className="uo__found">
          {t('orders.list.found', { keyword, count: page.total })}
          <Link to={tabHref(status, '')} className="mlink">
            {t('orders.list.clearSearch')}
          </Link>
        </p>
      )}
      <div className="uo__thead" aria-hidden="true">
        <span>{t('shopCart.colGoods')}</span>
        <span>{t('shopCart.colPrice')}</span>
        <span>{t('shopCart.colQty')}</span>
        <span>{t('orders.list.amount')}</span>
        <span>{t('orders.list.state')}</span>
        <span>{t('shopCart.colOps')}</span>
      </div>
      <div className={`uo__body${loading ? ' is-loading' : ''}`} aria-busy={loading}>
        {page.records.length === 0 ? (
          <EmptyState
            icon={<ClipboardList size={40} strokeWidth={1.4} />}
            title={t(keyword ? 'orders.list.noMatch' : 'orders.list.empty')}
          >
            <Link to="/" className="btn btn--primary">
              {t('shopCart.goShopping')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="uo__list">
            {page.records.map((o) => (
              <OrderRow key={o.orderNumber} order={o} />
            ))}
          </ul>
        )}
      </div>
      <Pagination current={page.current} pages={page.pages} />
    </section>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const detail = `/order-detail?orderNumber=${encodeURIComponent(order.orderNumber)}`;
  return (
    <li role="listitem" className="uo-order" aria-label={t('orders.list.orderLabel', { orderNumber: order.orderNumber })}>
      <header className="uo-order__head">
        <time dateTime={order.createTime}>{formatTime(order.createTime)}</time>
        <span>
          {t('orders.orderNumber')}
          <Link to={detail} className="uo-order__num">
            {order.orderNumber}
          </Link>
        </span>
        <Link to={`/shopIndex?sid=${order.shopId}`} className="uo-order__shop">
          <Store size={14} aria-hidden="true" />
          {order.shopName}
        </Link>
        <PointsOrderTag order={order} />
        <PresaleOrderTag order={order} />
      </header>
      <div className="uo-order__body">
        <ul className="uo-order__lines">
          {order.items.map((l) => (
            <li key={l.orderItemId} className="uo-line">
              <div className="uo-line__goods">
                <LineThumb prodId={l.prodId} pic={l.pic} />
                <div className="co-line__info">
                  <Link to={`/detail/${l.prodId}`} className="co-line__name">
                    {l.prodName}
                  </Link>
                  <p className="co-line__sku">{l.skuName}</p>
                  <ReviewLineLink orderNumber={order.orderNumber} reviewUntil={order.reviewUntil} commented={l.commented} />
                  <RefundLineLink order={order} line={l} />
                </div>
              </div>
              <span className="uo-line__price">{formatPrice(l.price)}</span>
              <span className="uo-line__count">×{l.prodCount}</span>
            </li>
          ))}
        </ul>
        <div className="uo-order__amount">
          <strong>{formatPrice(order.actualTotal)}</strong>
          <span className="co-muted">
            {order.freight > 0
              ? t('orders.list.withFreight', { freight: formatPrice(order.freight) })
              : t('orders.price.freeShipping')}
          </span>
        </div>
        <div className="uo-order__state">
          <span className={`uo-order__status is-${statusTone(order.status)}`}>{t(statusKey(order.status))}</span>
          {order.status === ORDER_STATUS.unpaid && order.expiresAt && <PayCountdown expiresAt={order.expiresAt} />}
          <Link to={detail} className="mlink">
            {t('orders.list.detail')}
          </Link>
        </div>
        <div className="uo-order__ops">
          <OrderActions orderNumber={order.orderNumber} status={order.status} noBuyAgain={order.orderType === ORDER_TYPE.points} buyAgainHref={presaleBuyAgainHref(order)}>
            {hasRefundOrderLink(order) && <RefundOrderLink order={order} />}
          </OrderActions>
        </div>
      </div>
    </li>
  );
}
