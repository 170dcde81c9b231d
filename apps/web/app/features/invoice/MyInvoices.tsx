// uc-my-invoice (user centre): the buyer's invoice requests by state, newest first, paged: order, shop, title,
// amount, state, the detail and, once issued, the e-invoice to download.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { INVOICE_STATUSES, formatPrice, type InvoiceStatusName, type InvoiceView, type Paged } from '@mall/shared';
import { Pagination } from '../../components/Pagination';
import { EmptyState } from '../order/ui/FormRow';
import { InvoiceStatus } from './InvoiceStatus';
import { InvoiceTabs } from './InvoiceTabs';
import './invoice.css';

export const STATUS_PARAM = 'status';

export function MyInvoices({ status, page }: { status: InvoiceStatusName | null; page: Paged<InvoiceView> }) {
  const { t } = useTranslation();
  return (
    <section className="uc-card inv-page" aria-labelledby="inv-mine-title">
      <InvoiceTabs />
      <h1 id="inv-mine-title" className="uc-card__title">{t('invoice.mine.title')}</h1>
      <nav className="inv-filter" aria-label={t('invoice.mine.filter')}>
        {[null, ...INVOICE_STATUSES].map((s) => (
          <Link key={s ?? 'all'} to={s ? `?${STATUS_PARAM}=${s}` : '?'} className={s === status ? 'is-current' : undefined} aria-current={s === status ? 'page' : undefined}>
            {s ? t(`invoice.status.${s}`) : t('invoice.mine.all')}
          </Link>
        ))}
      </nav>
      {page.records.length === 0 ? (
        <EmptyState icon={<FileText size={40} strokeWidth={1.4} />} title={t('invoice.mine.empty')}>
          <Link className="btn btn--primary" to="/user-center/uc-order-invoice">{t('invoice.mine.ask')}</Link>
        </EmptyState>
      ) : (
        <table className="inv-table">
          <thead>
            <tr>
              <th scope="col">{t('invoice.col.order')}</th>
              <th scope="col">{t('invoice.col.title')}</th>
              <th scope="col">{t('invoice.col.amount')}</th>
              <th scope="col">{t('invoice.col.status')}</th>
              <th scope="col">{t('invoice.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page.records.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`/order-detail?orderNumber=${r.orderNumber}`} className="inv-table__order">{r.orderNumber}</Link>
                  <span className="inv-table__sub">{r.shopName}</span>
                </td>
                <td>
                  {r.title}
                  <span className="inv-table__sub">{t(`invoice.type.${r.invoiceType}`)} · {t(`invoice.kind.${r.kind}`)}</span>
                </td>
                <td className="inv-table__money">{formatPrice(r.issuedAmount ?? r.amount)}</td>
                <td><InvoiceStatus status={r.status} /></td>
                <td className="inv-table__actions">
                  <Link to={`/invoice-detail?id=${r.id}`} className="mlink">{t('invoice.mine.detail')}</Link>
                  {r.fileUrl && r.status === 'invoiced' && <a href={r.fileUrl} className="mlink" download>{t('invoice.download')}</a>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination current={page.current} pages={page.pages} />
    </section>
  );
}
