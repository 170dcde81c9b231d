// /user-center/uc-credit (issue 17, decision 028): the buyer's credit line — limit, available, used, statements to
// repay, state (active, frozen, overdue) —, the monthly statements with their repay buttons (balance with the payment
// password, or WeChat QR → /weixin-pay), and the credit ledger, newest first, paged. No line: how to get one.
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { formatPrice, type CreditAccountView, type CreditLogView, type CreditStatementView, type Paged } from '@mall/shared';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { useToast } from '../../components/Toast';
import { Pagination } from '../../components/Pagination';
import { formatTime } from '../order/format';
import { LedgerTable, signed } from '../../components/LedgerTable';
import { PayPasswordDialog } from '../payment/PayPasswordDialog';
import { weixinPayHref } from '../payment/api';
import { repayStatement } from './api';
import { StatementCells, StatementHeads, day } from './StatementCells';
import './credit.css';

export const LOG_PARAM = 'current';
export const STATEMENT_PARAM = 'st';


export interface CreditPageProps {
  account: CreditAccountView | null;
  statements: Paged<CreditStatementView>;
  logs: Paged<CreditLogView>;
  isSetPayPassword: boolean;
}

export function CreditPage({ account, statements, logs, isSetPayPassword }: CreditPageProps) {
  const { t } = useTranslation();
  if (!account) {
    return (
      <section className="uc-card credit" aria-labelledby="credit-title">
        <h1 id="credit-title" className="uc-card__title">{t('credit.title')}</h1>
        <div className="credit__none">
          <CreditCard size={40} strokeWidth={1.4} aria-hidden="true" />
          <p className="credit__none-title">{t('credit.none')}</p>
          <p className="credit__note">{t('credit.noneNote')}</p>
          <Link className="btn" to="/companyAuth">{t('credit.companyAuth')}</Link>
        </div>
      </section>
    );
  }
  return (
    <>
      <section className="uc-card credit" aria-labelledby="credit-title">
        <h1 id="credit-title" className="uc-card__title">
          {t('credit.title')}
          <span className={`credit__state credit__state--${account.state}`}>{t(`credit.state.${account.state}`)}</span>
        </h1>
        <dl className="credit__figures">
          <div><dt>{t('credit.available')}</dt><dd className="credit__big">{formatPrice(account.available)}</dd></div>
          <div><dt>{t('credit.limit')}</dt><dd>{formatPrice(account.limitFen)}</dd></div>
          <div><dt>{t('credit.used')}</dt><dd>{formatPrice(account.used)}</dd></div>
          <div><dt>{t('credit.unpaid')}</dt><dd>{formatPrice(account.unpaid)}</dd></div>
        </dl>
        <p className="credit__note">
          {t('credit.billing', { day: account.billingDay, days: account.repayDays })} · {t('credit.nextClose', { date: day(account.nextCloseAt) })}
        </p>
        {account.state !== 'active' && <p className="credit__warn" role="status">{t(`credit.stateNote.${account.state}`)}</p>}
      </section>
      <Statements statements={statements} isSetPayPassword={isSetPayPassword} />
      <Ledger logs={logs} />
    </>
  );
}

function Statements({ statements, isSetPayPassword }: { statements: Paged<CreditStatementView>; isSetPayPassword: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const failed = useApiErrorToast();
  const toast = useToast();
  const [paying, setPaying] = useState<CreditStatementView | null>(null);
  const [pending, setPending] = useState(false);

  const wechat = async (s: CreditStatementView) => {
    if (pending) return;
    setPending(true);
    const res = await repayStatement(s.id, 'wechat', undefined, i18n.language);
    setPending(false);
    if (failed(res)) return;
    await navigate(weixinPayHref(res.data!.payNo));
  };

  return (
    <section className="uc-card" aria-labelledby="credit-statements">
      <h2 id="credit-statements" className="uc-card__title">{t('credit.statements')}</h2>
      {statements.records.length === 0 ? (
        <p className="empty-note">{t('credit.noStatements')}</p>
      ) : (
        <div className="balance-records__wrap">
          <table className="balance-records credit-table">
            <thead>
              <tr>
                <StatementHeads due />
                <th scope="col">{t('credit.col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {statements.records.map((s) => (
                <tr key={s.id}>
                  <StatementCells s={s} due />
                  <td className="credit-table__actions" data-label={t('credit.col.action')}>
                    {s.status !== 'paid' && s.amount > 0 && (
                      <span className="credit-table__btns">
                        <button type="button" className="btn btn--primary btn--sm" onClick={() => setPaying(s)} aria-label={`${t('credit.repayBalance')} ${s.statementNo}`}>
                          {t('credit.repayBalance')}
                        </button>
                        <button type="button" className="btn btn--sm" disabled={pending} onClick={() => void wechat(s)} aria-label={`${t('credit.repayWechat')} ${s.statementNo}`}>
                          {t('credit.repayWechat')}
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination current={statements.current} pages={statements.pages} param={STATEMENT_PARAM} />
      {paying && (
        <PayPasswordDialog
          amount={paying.amount}
          isSetPayPassword={isSetPayPassword}
          pay={(pw) => repayStatement(paying.id, 'balance', pw, i18n.language)}
          onPaid={() => {
            setPaying(null);
            toast.show(t('credit.repaid'), 2000, 'info');
            void revalidator.revalidate();
          }}
          onOrdersChanged={() => void revalidator.revalidate()}
          onClose={() => setPaying(null)}
        />
      )}
    </section>
  );
}

function Ledger({ logs }: { logs: Paged<CreditLogView> }) {
  const { t } = useTranslation();
  return (
    <section className="uc-card" aria-labelledby="credit-ledger">
      <h2 id="credit-ledger" className="uc-card__title">{t('credit.ledger')}</h2>
      <LedgerTable
        page={logs}
        param={LOG_PARAM}
        empty={t('credit.noLedger')}
        heads={[t('credit.col.time'), t('credit.col.type'), t('credit.col.change'), t('credit.col.usedAfter'), t('credit.col.note')]}
        cells={(r) => ({
          time: formatTime(r.createTime),
          type: t(`credit.type.${r.type}`),
          // a use raises what is owed: money going out of the line
          change: signed(r.amount, formatPrice),
          out: r.amount > 0,
          after: formatPrice(r.usedAfter),
          note: [r.orderNumbers.length > 0 ? t('credit.noteOrders', { count: r.orderNumbers.length, numbers: r.orderNumbers.join(', ') }) : '', r.statementNo ? t('credit.noteStatement', { no: r.statementNo }) : '']
            .filter(Boolean).join(' · '),
        })}
      />
    </section>
  );
}
