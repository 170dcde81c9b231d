// /user-center/uc-balance (SPEC: my balance and top-up): the balance, the top-up form, and the balance records —
// every change of the balance with its type, amount, the balance after it and what it was for — newest first, paged.
import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { formatPrice, fenToYuan, type BalanceRecord, type Paged } from '@mall/shared';
import { LedgerTable, signed } from '../../components/LedgerTable';
import { RechargeForm } from './RechargeForm';

export const RECORDS_PARAM = 'current';

function recordTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone: 'Asia/Shanghai',
  }).format(new Date(iso));
}

export function BalancePage({ balance, records }: { balance: number; records: Paged<BalanceRecord> }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <section className="uc-card balance" aria-labelledby="balance-title">
        <h1 id="balance-title" className="uc-card__title">
          {t('payment.balance.title')}
        </h1>
        <div className="balance__now">
          <Wallet size={40} aria-hidden="true" className="balance__icon" />
          <div>
            <p className="balance__label">{t('payment.balance.available')}</p>
            <p className="balance__amount">
              <span className="balance__sym">¥</span>
              {fenToYuan(balance)}
            </p>
          </div>
        </div>
      </section>

      <section className="uc-card" aria-labelledby="recharge-title">
        <h2 id="recharge-title" className="uc-card__title">
          {t('payment.balance.recharge')}
        </h2>
        <RechargeForm />
      </section>

      <section className="uc-card" aria-labelledby="records-title">
        <h2 id="records-title" className="uc-card__title">
          {t('payment.balance.records')}
        </h2>
        <LedgerTable
          page={records}
          param={RECORDS_PARAM}
          empty={t('payment.balance.noRecords')}
          heads={[t('payment.balance.colTime'), t('payment.balance.colType'), t('payment.balance.colAmount'), t('payment.balance.colAfter'), t('payment.balance.colNote')]}
          cells={(r) => ({
            time: recordTime(r.createTime, i18n.language),
            type: t(`payment.balance.type.${r.type}`),
            change: signed(r.amount, formatPrice),
            out: r.amount < 0,
            after: formatPrice(r.balanceAfter),
            note: r.orderNumbers.length > 0
              ? t('payment.balance.noteOrders', { count: r.orderNumbers.length, numbers: r.orderNumbers.join(', ') })
              : r.payNo ? t('payment.balance.notePay', { payNo: r.payNo }) : '',
          })}
        />
      </section>
    </>
  );
}
