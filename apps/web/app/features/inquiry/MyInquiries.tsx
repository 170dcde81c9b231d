// uc-enquiry (user centre): the caller's inquiries by state, newest first, paged: product, quantity, the shop's quote
// and its validity (an answered quote past it shows expired), ordering at the quoted price (the normal checkout with
// ?inquiryId=), cancelling one not yet answered.
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageSquareQuote } from 'lucide-react';
import { formatPrice, INQUIRY_STATUSES, type InquiryStatusName, type InquiryView, type Paged } from '@mall/shared';
import { Pagination } from '../../components/Pagination';
import { EmptyState } from '../order/ui/FormRow';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { clientApi } from '../../lib/api';
import './inquiry.css';

const date = (iso: string, lang: string) => new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short' });
export const orderHref = (r: InquiryView) => `/submit-order?${new URLSearchParams({ prodId: String(r.prodId), skuId: String(r.skuId), prodCount: String(r.count), inquiryId: String(r.id) })}`;

export function MyInquiries({ status, page }: { status: InquiryStatusName | null; page: Paged<InquiryView> }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const toastError = useApiErrorToast();
  async function cancel(id: number) {
    const res = await clientApi(`/p/inquiry/${id}/cancel`, { method: 'POST', body: {}, lang: i18n.language });
    if (!toastError(res)) await revalidator.revalidate();
  }
  return (
    <section className="uc-card inq-mine" aria-labelledby="inq-mine-title">
      <h1 id="inq-mine-title" className="uc-card__title">{t('inquiry.mine.title')}</h1>
      <nav className="dm-filter-tabs inq-tabs" aria-label={t('inquiry.mine.title')}>
        {[null, ...INQUIRY_STATUSES].map((s) => (
          <Link key={s ?? 'all'} to={s ? `?status=${s}` : '?'} className={s === status ? 'is-current' : undefined} aria-current={s === status ? 'page' : undefined}>
            {s ? t(`inquiry.status.${s}`) : t('inquiry.mine.all')}
          </Link>
        ))}
      </nav>
      {page.records.length === 0 ? (
        <EmptyState icon={<MessageSquareQuote size={40} strokeWidth={1.4} />} title={t('inquiry.mine.empty')} />
      ) : (
        <ul className="inq-list">
          {page.records.map((r) => (
            <li key={r.id} className="inq-item">
              {r.pic && <img src={r.pic} alt="" width={64} height={64} />}
              <div className="inq-item__main">
                <Link to={`/detail/${r.prodId}`} className="inq-prod__name">{r.prodName}</Link>
                <p className="inq-item__meta"><span>{r.skuName}</span><span>{t('inquiry.mine.count', { count: r.count })}</span><span>{r.shopName}</span><span>{t('inquiry.ask.listPrice')} {formatPrice(r.listPrice)}</span></p>
                {r.message && <p className="inq-item__msg">{r.message}</p>}
                {r.unitPrice !== null && (
                  <p className="inq-item__quote">
                    <strong>{t('inquiry.mine.quoted', { price: formatPrice(r.unitPrice) })}</strong>
                    {r.validUntil && <span>{t('inquiry.mine.validUntil', { date: date(r.validUntil, i18n.language) })}</span>}
                  </p>
                )}
                {r.reply && <p className="inq-item__msg">{t('inquiry.mine.reply')}{r.reply}</p>}
                {r.orderNumber && <Link to={`/order-detail?orderNumber=${r.orderNumber}`} className="mlink">{t('inquiry.mine.orderNumber', { number: r.orderNumber })}</Link>}
              </div>
              <div className="inq-item__side">
                <span className={`inq-status inq-status--${r.shownStatus}`}>{t(`inquiry.status.${r.shownStatus}`)}</span>
                {r.shownStatus === 'answered' && <Link to={orderHref(r)} className="btn btn--primary btn--sm">{t('inquiry.mine.order')}</Link>}
                {r.status === 'pending' && <button type="button" className="btn btn--sm" onClick={() => void cancel(r.id)}>{t('inquiry.mine.cancel')}</button>}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} />
    </section>
  );
}
