// uc-order-invoice (user centre): the buyer's paid orders that can still be invoiced (received within 180 days or
// not yet, none asked); "ask for an invoice" picks one of the saved titles (or leads to add one) and sends the request.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReceiptText } from 'lucide-react';
import { INVOICE_LIMITS, formatPrice, type InvoiceTitleView, type InvoiceableOrder } from '@mall/shared';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { useSubmitGuard } from '../account/form';
import { EmptyState } from '../order/ui/FormRow';
import { Modal } from '../order/ui/Modal';
import { requestInvoice } from './api';
import { formatTime } from '../order/format';
import { InvoiceTabs } from './InvoiceTabs';
import { TitleDialog } from './TitleDialog';
import './invoice.css';

export function OrderInvoice({ orders, titles }: { orders: InvoiceableOrder[]; titles: InvoiceTitleView[] }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<InvoiceableOrder | null>(null);
  return (
    <section className="uc-card inv-page" aria-labelledby="inv-order-title">
      <InvoiceTabs />
      <h1 id="inv-order-title" className="uc-card__title">{t('invoice.order.title')}</h1>
      <p className="inv-page__note">{t('invoice.order.rule', { days: INVOICE_LIMITS.requestWindowDays })}</p>
      {orders.length === 0 ? (
        <EmptyState icon={<ReceiptText size={40} strokeWidth={1.4} />} title={t('invoice.order.empty')}>
          <Link className="btn" to="/user-center/uc-order">{t('invoice.order.myOrders')}</Link>
        </EmptyState>
      ) : (
        <ul className="inv-orders">
          {orders.map((o) => (
            <li key={o.orderNumber} className="inv-order">
              {o.pic ? <img src={o.pic} alt="" width={64} height={64} loading="lazy" /> : <span className="inv-order__pic" aria-hidden="true" />}
              <div className="inv-order__main">
                <p className="inv-order__name">{o.productName}</p>
                <p className="inv-table__sub">{o.shopName} · {t('invoice.col.order')} {o.orderNumber} · {formatTime(o.createTime).slice(0, 10)}</p>
              </div>
              <p className="inv-table__money">{formatPrice(o.amount)}</p>
              <button type="button" className="btn btn--primary btn--sm" onClick={() => setAsking(o)} aria-label={t('invoice.order.askFor', { order: o.orderNumber })}>
                {t('invoice.order.ask')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking && <AskDialog order={asking} titles={titles} onClose={() => setAsking(null)} />}
    </section>
  );
}

function AskDialog({ order, titles, onClose }: { order: InvoiceableOrder; titles: InvoiceTitleView[]; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const failed = useApiErrorToast();
  const { pending, run } = useSubmitGuard();
  const [mine, setMine] = useState(titles);
  const [chosen, setChosen] = useState<number | null>(titles.find((x) => x.isDefault)?.id ?? titles[0]?.id ?? null);
  const [adding, setAdding] = useState(false);

  const send = () => run(async () => {
    if (chosen === null) return false;
    const res = await requestInvoice(order.orderNumber, chosen, i18n.language);
    if (failed(res)) return false;
    navigate(`/invoice-detail?id=${res.data!.id}`);
    return true;
  });

  if (adding) {
    return <TitleDialog onClose={() => setAdding(false)} onSaved={(x) => { setMine((m) => [...m, x]); setChosen(x.id); setAdding(false); }} />;
  }
  return (
    <Modal
      title={t('invoice.order.askTitle')}
      onClose={onClose}
      width={560}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>{t('orders.ui.cancel')}</button>
          <button type="button" className="btn btn--primary" disabled={pending || chosen === null} onClick={() => void send()}>{t('invoice.order.send')}</button>
        </>
      }
    >
      <p className="inv-page__note">{t('invoice.order.amount', { order: order.orderNumber, amount: formatPrice(order.amount) })}</p>
      <fieldset className="inv-pick">
        <legend className="fld__label">{t('invoice.order.pickTitle')}</legend>
        {mine.length === 0 && <p className="inv-page__note">{t('invoice.titles.empty')}</p>}
        {mine.map((x) => (
          <label key={x.id} className={`inv-pick__opt${chosen === x.id ? ' is-on' : ''}`}>
            <input type="radio" name="titleId" checked={chosen === x.id} onChange={() => setChosen(x.id)} />
            <span>
              <strong>{x.title}</strong>
              <span className="inv-table__sub">{t(`invoice.type.${x.invoiceType}`)} · {t(`invoice.kind.${x.kind}`)}{x.taxNumber ? ` · ${x.taxNumber}` : ''}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="mlink" onClick={() => setAdding(true)} disabled={mine.length >= INVOICE_LIMITS.titlesMax}>+ {t('invoice.titles.add')}</button>
    </Modal>
  );
}
