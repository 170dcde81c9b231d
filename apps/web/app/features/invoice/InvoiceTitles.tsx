// uc-invoice-title (user centre): the buyer's saved invoice titles — add and edit in a dialog, delete, the default
// first; at most INVOICE_LIMITS.titlesMax (the API's refusal shows as a toast).
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, Plus } from 'lucide-react';
import { INVOICE_KIND, INVOICE_LIMITS, INVOICE_TYPE, type InvoiceTitleView } from '@mall/shared';
import { useToast } from '../../components/Toast';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { EmptyState } from '../order/ui/FormRow';
import { ConfirmDialog } from '../order/ui/Modal';
import { removeTitle } from './api';
import { InvoiceTabs } from './InvoiceTabs';
import { TitleDialog } from './TitleDialog';
import './invoice.css';

const INFO_MS = 1800;

export function InvoiceTitles({ titles }: { titles: InvoiceTitleView[] }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const failed = useApiErrorToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<InvoiceTitleView | 'new' | null>(null);
  const [removing, setRemoving] = useState<InvoiceTitleView | null>(null);
  const [busy, setBusy] = useState(false);
  const full = titles.length >= INVOICE_LIMITS.titlesMax;

  async function remove(title: InvoiceTitleView) {
    setBusy(true);
    const res = await removeTitle(title.id, i18n.language);
    setBusy(false);
    setRemoving(null);
    if (failed(res)) return;
    toast.show(t('invoice.titles.removed'), INFO_MS, 'info');
    await revalidator.revalidate();
  }

  return (
    <section className="uc-card inv-page" aria-labelledby="inv-titles-title">
      <InvoiceTabs />
      <div className="inv-page__head">
        <h1 id="inv-titles-title" className="uc-card__title">{t('invoice.titles.title')}</h1>
        <p className="inv-page__note">{t('invoice.titles.count', { count: titles.length, max: INVOICE_LIMITS.titlesMax })}</p>
        <button type="button" className="btn btn--primary btn--sm" disabled={full} onClick={() => setEditing('new')}>
          <Plus size={14} aria-hidden="true" />
          {t('invoice.titles.add')}
        </button>
      </div>
      {titles.length === 0 ? (
        <EmptyState icon={<FileText size={40} strokeWidth={1.4} />} title={t('invoice.titles.empty')}>
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>{t('invoice.titles.add')}</button>
        </EmptyState>
      ) : (
        <ul className="inv-titles">
          {titles.map((x) => (
            <li key={x.id} className={`inv-title${x.isDefault ? ' is-default' : ''}`}>
              <p className="inv-title__name">
                {x.title}
                {x.isDefault && <span className="inv-badge">{t('invoice.titles.default')}</span>}
              </p>
              <p className="inv-title__meta">
                {t(`invoice.type.${x.invoiceType}`)}
                {x.invoiceType === INVOICE_TYPE.unit && <> · {t(`invoice.kind.${x.kind}`)} · {x.taxNumber}</>}
              </p>
              {x.kind === INVOICE_KIND.special && (
                <p className="inv-title__meta">{x.regAddress} {x.regPhone} · {x.bankName} {x.bankAccount}</p>
              )}
              <p className="inv-title__actions">
                <button type="button" className="mlink" onClick={() => setEditing(x)} aria-label={t('invoice.titles.editOf', { name: x.title })}>{t('invoice.titles.editShort')}</button>
                <button type="button" className="mlink" onClick={() => setRemoving(x)} aria-label={t('invoice.titles.removeOf', { name: x.title })}>{t('invoice.titles.remove')}</button>
              </p>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TitleDialog
          title={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.show(t('invoice.titles.saved'), INFO_MS, 'info');
            void revalidator.revalidate();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog title={t('invoice.titles.remove')} text={t('invoice.titles.removeAsk', { name: removing.title })} busy={busy}
          onConfirm={() => void remove(removing)} onClose={() => setRemoving(null)} />
      )}
    </section>
  );
}
