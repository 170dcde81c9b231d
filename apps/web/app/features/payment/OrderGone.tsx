// What the payment page shows instead of the ways to pay when the orders cannot be paid (any more): expired
// ('Order has expired, please place a new order'), already paid, or changed ('Order status has changed').
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { MY_ORDERS, orderDetailHref } from './api';

export function OrderGone({ state, orderNumbers }: { state: 'expired' | 'paid' | 'changed'; orderNumbers: string[] }) {
  const { t } = useTranslation();
  const Icon = state === 'paid' ? CircleCheck : state === 'expired' ? Clock : CircleAlert;
  const text = state === 'paid' ? t('payment.page.alreadyPaid') : state === 'expired' ? t('order.expired') : t('order.statusChanged');
  return (
    <section className={`pay-card pay-gone pay-gone--${state}`} role="status">
      <Icon size={40} aria-hidden="true" className="pay-gone__icon" />
      <p className="pay-gone__text">{text}</p>
      <div className="pay-gone__actions">
        {state === 'paid' && orderNumbers.length === 1 && (
          <Link to={orderDetailHref(orderNumbers[0]!)} className="btn btn--primary">
            {t('payment.links.orderDetail')}
          </Link>
        )}
        <Link to={MY_ORDERS} className={state === 'paid' && orderNumbers.length === 1 ? 'btn' : 'btn btn--primary'}>
          {t('payment.links.myOrders')}
        </Link>
        <Link to="/" className="btn">
          {t('payment.links.continue')}
        </Link>
      </div>
    </section>
  );
}
