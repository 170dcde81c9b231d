// /user-center/uc-order-invoice-account (issue 17, decision 028): the invoice-by-statement account of a credit buyer —
// every closed statement with an amount, its invoice request (one per statement, for the whole amount) or the button
// that asks for it with one of the saved invoice titles; once the platform issued it, its number and the e-invoice to
// download (a plain link: the API reads the login cookie), or the reason it was refused.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReceiptText } from 'lucide-react';
import { formatPrice, type CreditStatementView, type InvoiceTitleView, type Paged } from '@mall/shared';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { useToast } from '../../components/Toast';
import { useSubmitGuard } from '../account/form';
import { Pagination } from '../../components/Pagination';
import { EmptyState } from '../order/ui/FormRow';
import { Modal } from '../order/ui/Modal';
import { invoiceStatement, MY_CREDIT } from './api';
import { StatementCells, StatementHeads } from './StatementCells';
import './credit.css';

export const STATEMENT_INVOICE_PARAM = 'current';

export function StatementInvoices({ statements, titles }: { statements: Paged<CreditStatementView>; titles: InvoiceTitleView[] }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<CreditStatementView | null>(null);
  const rows = statements.records.filter((s) => s.amount > 0);
  return (
    <section className="uc-card credit" aria-labelledby="credit-invoice-title">
      <h1 id="credit-invoice-title" className="uc-card__title">{t('credit.invoice.title')}</h1>
      <p className="credit__note">{t('credit.invoice.rule')}</p>
      {rows.length === 0 ? (
        <EmptyState icon={<ReceiptText size={40} strokeWidth={1.4} />} title={t('credit.invoice.empty')}>
          <Link className="btn" to={MY_CREDIT}>{t('credit.menu.credit')}</Link>
        </EmptyState>
      ) : (
        <div className="balance-records__wrap">
          <table className="balance-records credit-table">
            <thead>
              <tr>
                <StatementHeads />
                <th scope="col">{t('credit.col.invoice')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <StatementCells s={s} />
                  <td data-label={t('credit.col.invoice')}>
                    {s.invoice ? (
                      <span className="credit__invoice">
                        <strong className={`credit__inv-state credit__inv-state--${s.invoice.status}`}>{t(`credit.invoice.status.${s.invoice.status}`)}</strong>
                        <span className="credit__sub">{s.invoice.title}</span>
                        {s.invoice.status === 'invoiced' && s.invoice.invoiceNo && (
                          <span className="credit__sub">{t('credit.invoice.number', { no: s.invoice.invoiceNo, amount: formatPrice(s.invoice.issuedAmount ?? s.invoice.amount) })}</span>
                        )}
                        {s.invoice.status === 'refused' && s.invoice.refuseReason && (
                          <span className="credit__sub">{t('credit.invoice.refused', { reason: s.invoice.refuseReason })}</span>
                        )}
                        {s.invoice.fileUrl && (
                          <a className="mlink" href={s.invoice.fileUrl} download aria-label={t('credit.invoice.downloadFor', { no: s.statementNo })}>{t('credit.invoice.download')}</a>
                        )}
                      </span>
                    ) : (
                      <button type="button" className="btn btn--primary btn--sm" onClick={() => setAsking(s)} aria-label={t('credit.invoice.askFor', { no: s.statementNo })}>
                        {t('credit.invoice.ask')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination current={statements.current} pages={statements.pages} param={STATEMENT_INVOICE_PARAM} />
      {asking && <AskDialog statement={asking} titles={titles} onClose={() => setAsking(null)} />}
    </section>
  );
}

function AskDialog({ statement, titles, onClose }: { statement: CreditStatementView; titles: InvoiceTitleView[]; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const failed = useApiErrorToast();
  const toast = useToast();
  const { pending, run } = useSubmitGuard();
  const [chosen, setChosen] = useState<number | null>(titles.find((x) => x.isDefault)?.id ?? titles[0]?.id ?? null);

  const send = () => run(async () => {
    if (chosen === null) return false;
    const res = await invoiceStatement(statement.id, chosen, i18n.language);
    if (failed(res)) return false;
    toast.show(t('credit.invoice.sent'), 2000, 'info');
    onClose();
    void revalidator.revalidate();
    return true;
  });

  return (
    <Modal
      title={t('credit.invoice.askTitle')}
      onClose={onClose}
      width={560}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>{t('orders.ui.cancel')}</button>
          <button type="button" className="btn btn--primary" disabled={pending || chosen === null} onClick={() => void send()}>{t('credit.invoice.send')}</button>
        </>
      }
    >
      <p className="credit__note">{t('credit.invoice.amount', { no: statement.statementNo, amount: formatPrice(statement.amount) })}</p>
      <fieldset className="credit-pick">
        <legend className="fld__label">{t('credit.invoice.pick')}</legend>
        {titles.length === 0 && (
          <p className="credit__note">
            {t('credit.invoice.noTitles')} <Link className="mlink" to="/user-center/uc-invoice-title">{t('credit.invoice.addTitle')}</Link>
          </p>
        )}
        {titles.map((x) => (
          <label key={x.id} className={`credit-pick__opt${chosen === x.id ? ' is-on' : ''}`}>
            <input type="radio" name="titleId" checked={chosen === x.id} onChange={() => setChosen(x.id)} />
            <span>
              <strong>{x.title}</strong>
              {x.taxNumber && <span className="credit__sub">{x.taxNumber}</span>}
            </span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
