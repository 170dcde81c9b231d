// /invoice-detail?id=: one of the buyer's invoice requests — its state, what it is made out to, the order, and once
// issued the invoice number, amount and the e-invoice to download (SPEC §2; issue 17).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { INVOICE_KIND, INVOICE_TYPE, formatPrice, type InvoiceView } from '@mall/shared';
import { formatTime } from '../order/format';
import { InvoiceStatus } from './InvoiceStatus';
import './invoice.css';

export function InvoiceDetail({ invoice: r }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('invoice.field.type'), t(`invoice.type.${r.invoiceType}`)],
    [t('invoice.field.kind'), t(`invoice.kind.${r.kind}`)],
    [t(`invoice.field.${r.invoiceType === INVOICE_TYPE.unit ? 'unitTitle' : 'personTitle'}`), r.title],
  ];
  if (r.invoiceType === INVOICE_TYPE.unit) rows.push([t('invoice.field.taxNumber'), r.taxNumber]);
  if (r.kind === INVOICE_KIND.special) {
    rows.push([t('invoice.field.regAddress'), r.regAddress], [t('invoice.field.regPhone'), r.regPhone], [t('invoice.field.bankName'), r.bankName], [t('invoice.field.bankAccount'), r.bankAccount]);
  }
  return (
    <div className="container inv-detail">
      <nav className="inv-detail__crumbs" aria-label={t('invoice.detail.crumbs')}>
        <Link to="/user-center">{t('invoice.detail.center')}</Link> / <Link to="/user-center/uc-my-invoice">{t('invoice.menu.mine')}</Link> / <span>{t('invoice.detail.title')}</span>
      </nav>
      <section className="inv-detail__card" aria-labelledby="inv-detail-title">
        <header className="inv-detail__head">
          <h1 id="inv-detail-title">{t('invoice.detail.title')}</h1>
          <InvoiceStatus status={r.status} />
        </header>
        <p className="inv-detail__lead">{t(`invoice.detail.lead.${r.status}`)}</p>
        {r.status === 'refused' && r.refuseReason && <p className="inv-detail__reason">{t('invoice.detail.reason')}{r.refuseReason}</p>}
        {r.fileUrl && r.status === 'invoiced' && (
          <a className="btn btn--primary inv-detail__download" href={r.fileUrl} download>
            <Download size={16} aria-hidden="true" /> {t('invoice.download')}
          </a>
        )}
        <div className="inv-detail__grid">
          <section>
            <h2>{t('invoice.detail.madeOut')}</h2>
            <dl className="inv-detail__list">
              {rows.map(([k, v]) => (
                <div key={k}><dt>{k}</dt><dd>{v}</dd></div>
              ))}
            </dl>
          </section>
          <section>
            <h2>{t('invoice.detail.orderPart')}</h2>
            <dl className="inv-detail__list">
            <div><dt>{t('invoice.col.order')}</dt><dd><Link to={`/order-detail?orderNumber=${r.orderNumber}`}>{r.orderNumber}</Link></dd></div>
            <div><dt>{t('invoice.detail.shop')}</dt><dd>{r.shopName}</dd></div>
            <div><dt>{t('invoice.detail.amount')}</dt><dd>{formatPrice(r.amount)}</dd></div>
            <div><dt>{t('invoice.detail.asked')}</dt><dd>{formatTime(r.createTime)}</dd></div>
            {r.invoiceNo && <div><dt>{t('invoice.detail.number')}</dt><dd>{r.invoiceNo}</dd></div>}
            {r.issuedAmount !== null && <div><dt>{t('invoice.detail.issuedAmount')}</dt><dd>{formatPrice(r.issuedAmount)}</dd></div>}
            {r.issuedAt && <div><dt>{t('invoice.detail.issuedAt')}</dt><dd>{formatTime(r.issuedAt)}</dd></div>}
            {r.voidedAt && <div><dt>{t('invoice.detail.voidedAt')}</dt><dd>{formatTime(r.voidedAt)}</dd></div>}
            </dl>
          </section>
        </div>
      </section>
    </div>
  );
}
