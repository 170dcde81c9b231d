// /order-detail?orderNumber= (SPEC §2, §4): the state with what to do next, the timeline with times, the parcels
// and their logistics, the address, the items, the amounts, the message to the merchant, the invoice and the times.
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Store } from 'lucide-react';
import { CANCEL_REASON, INVOICE_TYPE, ORDER_STATUS, ORDER_TYPE, formatPrice, maskMobile, type InvoiceView, type OrderDetail } from '@mall/shared';
import { Price } from '../../../components/Price';
import { LineThumb } from '../ui/LineThumb';
import { AddressText } from '../../address/AddressCard';
import { OrderActions } from '../OrderActions';
import { PayCountdown } from '../PayCountdown';
import { formatTime } from '../format';
import { statusKey, statusTone } from '../status';
import { OrderTimeline } from './OrderTimeline';
import { OrderPackages } from './OrderPackages';
import { ReviewLineLink } from '../../review/ReviewLineLink';
import { RefundLineLink, RefundOrderLink, hasRefundOrderLink } from '../../aftersale/RefundLinks';
import '../order.css';
import { PresaleOrderTag, presaleBuyAgainHref } from '../../presale/PresaleOrderTag';
import { PointsOrderTag } from '../../points-mall/PointsOrderTag';
import { ContactShop } from '../../chat/ContactShop';
import { LineTags } from '../../bundle/LineTags';
import { InvoiceStatus } from '../../invoice/InvoiceStatus';

const CANCEL_NAME: Record<number, string> = {
  [CANCEL_REASON.buyer]: 'buyer',
  [CANCEL_REASON.expired]: 'expired',
  [CANCEL_REASON.groupFailed]: 'groupFailed',
  [CANCEL_REASON.refunded]: 'refunded',
  [CANCEL_REASON.presaleForfeited]: 'presaleForfeited',
};
const PAY_NAME: Record<number, string> = { 1: 'balance', 2: 'wechat', 3: 'points', 4: 'credit' };

/** invoice: the order's newest invoice request (asked at checkout or later), which says more than the checkout's choice. */
export function OrderDetailPage({ order, invoice = null }: { order: OrderDetail; invoice?: InvoiceView | null }) {
  const { t } = useTranslation();
  const invoiceShown = invoice ?? order.invoice;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const S = ORDER_STATUS;
  const times: [string, string | null][] = [
    ['createTime', order.createTime],
    ['payTime', order.payTime],
    ['deliveryTime', order.deliveryTime],
    ['receiptTime', order.receiptTime],
    ['finallyTime', order.finallyTime],
    ['cancelTime', order.cancelTime],
  ];

  return (
    <div className="container od">
      <nav className="od-crumbs" aria-label={t('orders.detail.crumbs')}>
        <Link to="/user-center">{t('orders.detail.center')}</Link>
        <ChevronRight size={12} aria-hidden="true" />
        <Link to="/user-center/uc-order">{t('orders.list.title')}</Link>
        <ChevronRight size={12} aria-hidden="true" />
        <span aria-current="page">{t('orders.detail.title')}</span>
      </nav>

      <section className="od-card od-state" aria-labelledby="od-status">
        <div className="od-state__main">
          <p className="od-state__no">
            {t('orders.orderNumber')}
            <span className="od-state__num">{order.orderNumber}</span>
          </p>
          <h1 id="od-status" className={`od-state__status is-${statusTone(order.status)}`}>
            {t(statusKey(order.status))}
          </h1>
          <p className="od-state__hint">
            {order.status === S.unpaid && order.expiresAt && (
              <>
                {t('orders.detail.payHint')} <PayCountdown expiresAt={order.expiresAt} />
              </>
            )}
            {order.status === S.pendingDelivery && t('orders.detail.waitShip')}
            {order.status === S.shipped &&
              (order.autoConfirmAt
                ? t('orders.detail.autoConfirm', { time: formatTime(order.autoConfirmAt) })
                : t('orders.detail.waitReceipt'))}
            {order.status === S.pendingEvaluation && t('orders.detail.thanks')}
            {order.status === S.canceled &&
              t('orders.detail.canceledBy', {
                reason: t(`orders.cancelReason.${CANCEL_NAME[order.cancelReason ?? 0] ?? 'buyer'}`),
              })}
          </p>
          <OrderActions
            orderNumber={order.orderNumber}
            status={order.status}
            size="md"
            noBuyAgain={order.orderType === ORDER_TYPE.points}
            buyAgainHref={presaleBuyAgainHref(order)}
            onDeleted={() => void navigate('/user-center/uc-order', { replace: true })}
          >
            {hasRefundOrderLink(order) && <RefundOrderLink order={order} size="md" />}
          </OrderActions>
        </div>
        <div className="od-state__steps">
          <OrderTimeline steps={order.timeline} />
        </div>
      </section>

      {(order.packages.length > 0 || order.status === S.shipped) && (
        <section className="od-card" aria-labelledby="od-pkg-title">
          <h2 id="od-pkg-title" className="od-card__title">
            {t('orders.detail.packages')}
          </h2>
          {order.packages.length ? (
            <OrderPackages packages={order.packages} />
          ) : (
            <p className="co-muted">{t('orders.detail.noTraces')}</p>
          )}
        </section>
      )}

      <section className="od-card od-info" aria-label={t('orders.detail.info')}>
        <div>
          <h2 className="od-card__title">{t('orders.detail.receiverInfo')}</h2>
          {order.address ? (
            <dl className="od-dl">
              <div>
                <dt>{t('orders.detail.receiver')}</dt>
                <dd>{order.address.receiver}</dd>
              </div>
              <div>
                <dt>{t('orders.detail.mobile')}</dt>
                <dd>{maskMobile(order.address.mobile)}</dd>
              </div>
              <div>
                <dt>{t('orders.detail.addr')}</dt>
                <dd>
                  <AddressText address={order.address} />
                </dd>
              </div>
            </dl>
          ) : (
            <p className="co-muted">{t('orders.checkout.virtualOnly')}</p>
          )}
        </div>
        <div>
          <h2 className="od-card__title">{t('orders.detail.orderInfo')}</h2>
          <dl className="od-dl">
            {times
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k}>
                  <dt>{t(`orders.time.${k}`)}</dt>
                  <dd>{formatTime(v)}</dd>
                </div>
              ))}
            {order.payType !== null && (
              <div>
                <dt>{t('orders.detail.payType')}</dt>
                <dd>{t(`orders.payType.${PAY_NAME[order.payType] ?? 'other'}`)}</dd>
              </div>
            )}
            <div>
              <dt>{t('orders.detail.remarks')}</dt>
              <dd className="od-dl__text">{order.remarks || t('orders.detail.none')}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h2 className="od-card__title">{t('orders.invoice.title')}</h2>
          {invoiceShown ? (
            <dl className="od-dl">
              <div>
                <dt>{t('orders.invoice.type')}</dt>
                <dd>
                  {t(
                    invoiceShown!.invoiceType === INVOICE_TYPE.unit
                      ? 'orders.invoice.choice2'
                      : 'orders.invoice.choice1',
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('orders.invoice.titleLabel')}</dt>
                <dd>{invoiceShown!.title}</dd>
              </div>
              {invoiceShown!.taxNumber && (
                <div>
                  <dt>{t('orders.invoice.taxNumber')}</dt>
                  <dd>{invoiceShown!.taxNumber}</dd>
                </div>
              )}
              {invoice && (
                <div>
                  <dt>{t('invoice.col.status')}</dt>
                  <dd>
                    <InvoiceStatus status={invoice.status} />{' '}
                    <Link to={`/invoice-detail?id=${invoice.id}`} className="mlink">{t('invoice.mine.detail')}</Link>
                  </dd>
                </div>
              )}
            </dl>
          ) : (
            <p className="co-muted">{t('orders.invoice.choice0')}</p>
          )}
        </div>
      </section>

      <section className="od-card" aria-labelledby="od-items-title">
        <h2 id="od-items-title" className="od-card__title od-card__title--shop">
          <Store size={15} aria-hidden="true" />
          <Link to={`/shopIndex?sid=${order.shopId}`}>{order.shopName}</Link>
          <PointsOrderTag order={order} />
          <PresaleOrderTag order={order} />
          <ContactShop shopId={order.shopId} orderNumber={order.orderNumber} className="od-chat" />
        </h2>
        <div className="od-items">
          <div className="od-items__head" aria-hidden="true">
            <span>{t('shopCart.colGoods')}</span>
            <span>{t('shopCart.colPrice')}</span>
            <span>{t('shopCart.colQty')}</span>
            <span>{t('shopCart.colSubtotal')}</span>
          </div>
          <ul>
            {order.items.map((l) => (
              <li key={l.orderItemId} className="od-item">
                <div className="od-item__goods">
                  <LineThumb prodId={l.prodId} pic={l.pic} />
                  <div className="co-line__info">
                    <Link to={`/detail/${l.prodId}`} className="co-line__name">
                      <LineTags bundleId={l.bundleId} gift={l.gift} />
                      {l.prodName}
                    </Link>
                    <p className="co-line__sku">{l.skuName}</p>
                    <ReviewLineLink orderNumber={order.orderNumber} reviewUntil={order.reviewUntil} commented={l.commented} />
                    <RefundLineLink order={order} line={l} />
                  </div>
                </div>
                <span>{formatPrice(l.price)}</span>
                <span>×{l.prodCount}</span>
                <span className="od-item__total">{formatPrice(l.actualTotal)}</span>
              </li>
            ))}
          </ul>
        </div>
        <dl className="od-amounts">
          <div>
            <dt>{t('orders.price.goods', { count: order.productCount })}</dt>
            <dd>{formatPrice(order.productTotal)}</dd>
          </div>
          <div>
            <dt>{t('orders.price.freight')}</dt>
            <dd>{formatPrice(order.freight)}</dd>
          </div>
          {order.shopDiscount > 0 && (
            <div>
              <dt>{t('orders.price.shopDiscount')}</dt>
              <dd>-{formatPrice(order.shopDiscount)}</dd>
            </div>
          )}
          {order.couponDiscount > 0 && (
            <div>
              <dt>{t('orders.price.coupon')}</dt>
              <dd>-{formatPrice(order.couponDiscount)}</dd>
            </div>
          )}
          {order.pointsDiscount > 0 && (
            <div>
              <dt>{t('orders.price.points')}</dt>
              <dd>-{formatPrice(order.pointsDiscount)}</dd>
            </div>
          )}
          <div className="od-amounts__total">
            <dt>{t(order.payTime ? 'orders.price.paid' : 'orders.price.payable')}</dt>
            <dd>
              <Price fen={order.actualTotal} size="lg" />
            </dd>
          </div>
        </dl>
      </section>
      {revalidator.state === 'loading' && (
        <span className="sr-only" role="status">
          {t('orders.ui.loading')}
        </span>
      )}
    </div>
  );
}
