// /pay-success?payNo= : the payment went through. Orders: links to each order's detail and to my orders (the orders now
// wait for delivery). A top-up: the balance page. A paid membership: the member center. A credit statement's
// repayment, or orders paid on credit: my credit (decision 028).
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { PAY_TYPE, type PaymentStatus } from '@mall/shared';
import { Price } from '../../components/Price';
import { MEMBER_CENTER, MY_BALANCE, MY_ORDERS, orderDetailHref, weixinPayHref } from './api';
import { MY_CREDIT } from '../credit/api';
import { logFlowEvent } from '../analytics/usage-log';

export function PaySuccess({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const paid = status.state === 'paid';
  const recharge = status.kind === 'recharge';
  const membership = status.kind === 'membership';
  const order = status.kind === 'order';
  const creditRepay = status.kind === 'creditRepay';
  const { i18n } = useTranslation();
  // usage log (SPEC §3): the pay step of the funnel, once per payment shown
  useEffect(() => {
    if (paid && order) logFlowEvent(i18n.language, { kind: 'pay', orderNumbers: status.orderNumbers });
  }, [paid, order, status.payNo, status.orderNumbers, i18n.language]);
  return (
    <div className="container pay">
      <section className="pay-card pay-done" aria-labelledby="pay-done-title">
        <CircleCheck size={56} className={`pay-done__icon${paid ? '' : ' is-waiting'}`} aria-hidden="true" />
        <h1 id="pay-done-title" className="pay-done__title">
          {!paid ? t('payment.done.notYet') : recharge ? t('payment.done.recharged') : membership ? t('payment.done.membership') : creditRepay ? t('payment.done.creditRepaid') : t('payment.done.paid')}
        </h1>
        {paid && (
          <>
            <p className="pay-done__amount">
              {t(recharge ? 'payment.done.rechargedAmount' : 'payment.done.amount')} <Price fen={status.amount} size="lg" />
            </p>
            <p className="pay-done__way">
              {t('payment.done.way')}
              {status.payType === PAY_TYPE.balance ? t('payment.method.balance') : status.payType === PAY_TYPE.credit ? t('payment.method.credit') : t('payment.method.wechat')}
            </p>
            {order && <p className="pay-done__note">{t('payment.done.note')}</p>}
          </>
        )}
        {order && status.orderNumbers.length > 0 && (
          <ul role="list" className="pay-done__orders" aria-label={t('payment.done.ordersLabel')}>
            {status.orderNumbers.map((n) => (
              <li key={n}>
                <span>{t('payment.done.orderNumber', { number: n })}</span>
                <Link to={orderDetailHref(n)}>{t('payment.links.orderDetail')}</Link>
              </li>
            ))}
          </ul>
        )}
        <div className="pay-done__actions">
          {!paid && status.state === 'pending' && (
            <Link to={weixinPayHref(status.payNo)} className="btn btn--primary">
              {t('payment.done.backToPay')}
            </Link>
          )}
          {recharge ? (
            <Link to={MY_BALANCE} className="btn btn--primary">
              {t('payment.links.myBalance')}
            </Link>
          ) : membership ? (
            <Link to={MEMBER_CENTER} className={paid ? 'btn btn--primary' : 'btn'}>
              {t('payment.links.memberCenter')}
            </Link>
          ) : creditRepay ? (
            <Link to={MY_CREDIT} className={paid ? 'btn btn--primary' : 'btn'}>
              {t('payment.links.myCredit')}
            </Link>
          ) : (
            <Link to={MY_ORDERS} className={paid ? 'btn btn--primary' : 'btn'}>
              {t('payment.links.myOrders')}
            </Link>
          )}
          <Link to="/" className="btn">
            {t('payment.links.continue')}
          </Link>
        </div>
      </section>
    </div>
  );
}
