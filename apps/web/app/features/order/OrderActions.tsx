// What the buyer may do with an order in its state (status.ts): pay (→ /payment), cancel, confirm receipt, delete,
// buy again (the lines go back into the cart, then to the cart). Questions that cannot be undone ask first.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toast';
import { API_TOAST_MS, useApiErrorToast } from '../../components/use-api-error-toast';
import { ConfirmDialog } from './ui/Modal';
import { buyAgain, cancelOrder, confirmReceipt, deleteOrder, paymentHref } from './api';
import { actionsOf, type OrderAction } from './status';

const INFO_MS = 1800;
type Asked = Exclude<OrderAction, 'pay' | 'buyAgain'>;

export function OrderActions({
  orderNumber,
  status,
  onDeleted,
  size = 'sm',
  noBuyAgain = false,
  buyAgainHref = null,
  children,
}: {
  orderNumber: string;
  status: number;
  /** after a delete (the detail page leaves for the list); default: reload the page's data */
  onDeleted?(): void;
  size?: 'sm' | 'md';
  /** a points order: buying again would put the goods in the cart at their shop price, so it is not offered */
  noBuyAgain?: boolean;
  /** "buy again" opens this page instead of filling the cart (a pre-sale order: the product page) */
  buyAgainHref?: string | null;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const toast = useToast();
  const failed = useApiErrorToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = actionsOf(status).filter((a) => !(noBuyAgain && a === 'buyAgain'));
  const btn = size === 'sm' ? 'btn btn--sm' : 'btn';

  async function perform(action: Asked) {
    if (busy) return;
    setBusy(true);
    const call = action === 'cancel' ? cancelOrder : action === 'receipt' ? confirmReceipt : deleteOrder;
    const res = await call(orderNumber, lang);
    setBusy(false);
    setAsking(null);
    if (failed(res)) {
      // 'Order status has changed': show the order as it is now
      if (res.status === 400) void revalidator.revalidate();
      return;
    }
    toast.show(t(`orders.done.${action}`), INFO_MS, 'info');
    if (action === 'delete' && onDeleted) onDeleted();
    else await revalidator.revalidate();
  }

  async function again() {
    if (busy) return;
    setBusy(true);
    const res = await buyAgain(orderNumber, lang);
    setBusy(false);
    if (failed(res)) return;
    if (res.data.basketIds.length === 0) {
      toast.show(t('orders.buyAgainNone'), API_TOAST_MS);
      return;
    }
    if (res.data.skipped > 0) toast.show(t('orders.buyAgainSkipped', { count: res.data.skipped }), API_TOAST_MS);
    await navigate('/cart');
    // the header's cart count is root data: reload it too
    void revalidator.revalidate();
  }

  if (actions.length === 0 && !children) return null;
  return (
    <div className="order-actions">
      {actions.includes('pay') && (
        <Link to={paymentHref([orderNumber])} className={`${btn} btn--primary`}>
          {t('orders.action.pay')}
        </Link>
      )}
      {actions.includes('receipt') && (
        <button type="button" className={`${btn} btn--primary`} onClick={() => setAsking('receipt')} disabled={busy}>
          {t('orders.action.receipt')}
        </button>
      )}
      {children}
      {actions.includes('buyAgain') && buyAgainHref && (
        <Link to={buyAgainHref} className={btn}>
          {t('orders.action.buyAgain')}
        </Link>
      )}
      {actions.includes('buyAgain') && !buyAgainHref && (
        <button type="button" className={btn} onClick={() => void again()} disabled={busy}>
          {t('orders.action.buyAgain')}
        </button>
      )}
      {actions.includes('cancel') && (
        <button type="button" className={btn} onClick={() => setAsking('cancel')} disabled={busy}>
          {t('orders.action.cancel')}
        </button>
      )}
      {actions.includes('delete') && (
        <button type="button" className={btn} onClick={() => setAsking('delete')} disabled={busy}>
          {t('orders.action.delete')}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={t(`orders.ask.${asking}Title`)}
          text={t(`orders.ask.${asking}`, { orderNumber })}
          confirmLabel={t(`orders.ask.${asking}Ok`)}
          busy={busy}
          onConfirm={() => void perform(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
