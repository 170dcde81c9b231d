// The cells a statement's row starts with on uc-credit (statements to repay) and uc-order-invoice-account (statements
// to invoice): number, period, amount, (due date,) state; each page adds its own last column.
import { useTranslation } from 'react-i18next';
import { formatPrice, type CreditStatementView } from '@mall/shared';
import { formatTime } from '../order/format';

export const day = (iso: string) => formatTime(iso).slice(0, 10);
/** A period's last day: the close is the billing day's midnight, so the day before it. */
export const lastDay = (iso: string) => day(new Date(new Date(iso).getTime() - 1000).toISOString());

export function StatementHeads({ due = false }: { due?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col">{t('credit.col.statement')}</th>
      <th scope="col">{t('credit.col.period')}</th>
      <th scope="col" className="num">{t('credit.col.amount')}</th>
      {due && <th scope="col">{t('credit.col.due')}</th>}
      <th scope="col">{t('credit.col.status')}</th>
    </>
  );
}

export function StatementCells({ s, due = false }: { s: CreditStatementView; due?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <td data-label={t('credit.col.statement')}><span className="credit-table__no">{s.statementNo}</span></td>
      <td data-label={t('credit.col.period')}>{day(s.periodStart)} ~ {lastDay(s.periodEnd)}</td>
      <td className="num" data-label={t('credit.col.amount')}>{formatPrice(s.amount)}</td>
      {due && <td data-label={t('credit.col.due')}>{day(s.dueAt)}</td>}
      <td data-label={t('credit.col.status')}><span className={`credit__status credit__status--${s.status}`}>{t(`credit.status.${s.status}`)}</span></td>
    </>
  );
}
