// /member-center/buy-member (issue 14): pick a plan, pay from the balance with the payment password (applied at once)
// or by WeChat Pay (the QR page of the payment), through POST /p/membership/buy.
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice, type BuyMemberAnswer, type MembershipEquity, type MembershipInfo } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { Benefits } from './Benefits';
import { chinaDate, periodText } from './format';

export function BuyMemberPage({ equity, info, balance, planId }: { equity: MembershipEquity; info: MembershipInfo; balance: number; planId: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<number | null>(planId ?? equity.plans[0]?.id ?? null);
  const [payType, setPayType] = useState<'balance' | 'wechat'>('balance');
  const [payPassword, setPayPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const plan = equity.plans.find((p) => p.id === chosen) ?? null;

  async function onPay(e: React.FormEvent) {
    e.preventDefault();
    if (!plan || busy) return;
    setBusy(true);
    setError(null);
    const res = await clientApi<BuyMemberAnswer & { message?: string }>('/p/membership/buy', { method: 'POST', body: { planId: plan.id, payType, ...(payType === 'balance' ? { payPassword } : {}) }, lang });
    setBusy(false);
    if (res.status !== 200) {
      setError(res.data?.message ?? t('error.server'));
      return;
    }
    if (res.data.payment.state === 'pending') {
      void navigate(`/weixin-pay?payNo=${res.data.payment.payNo}`);
      return;
    }
    setPayPassword('');
    revalidator.revalidate();
    const after = await clientApi<MembershipInfo>('/p/membership/info', { lang });
    setDone(after.data?.paid ? t('membership.paidDone', { date: chinaDate(after.data.paid.endsAt, lang) }) : null);
  }

  return (
    <div className="container mbr">
      <nav className="mbr-tabs" aria-label={t('membership.buy')}>
        <Link to="/member-center/member-center">{t('membership.center')}</Link>
        <Link to="/member-center/member-equity">{t('membership.equity')}</Link>
        <Link to="/member-center/buy-member" aria-current="page">{t('membership.buy')}</Link>
      </nav>
      <h1 className="mbr-title">{t('membership.buy')}</h1>
      <p className="mbr-muted">
        {info.paid ? t(info.paid.active ? 'membership.paidActive' : 'membership.paidExpired', { plan: info.paid.planName, date: chinaDate(info.paid.endsAt, lang) }) : t('membership.paidNone')}
      </p>
      {equity.plans.length === 0 ? (
        <p className="mbr-muted">{t('membership.noPlans')}</p>
      ) : (
        <form className="mbr-card mbr-buy" onSubmit={(e) => void onPay(e)}>
          <fieldset>
            <legend>{t('membership.pickPlan')}</legend>
            <div className="mbr-plans">
              {equity.plans.map((p) => (
                <label key={p.id} className={`mbr-plan${p.id === chosen ? ' mbr-plan--on' : ''}`}>
                  <input type="radio" name="plan" value={p.id} checked={p.id === chosen} onChange={() => setChosen(p.id)} />
                  <strong>{p.name}</strong>
                  <span className="mbr-price">{t('membership.perPeriod', { price: formatPrice(p.price), period: periodText(p.periodUnit, p.periodCount, t, i18n.language) })}</span>
                  <Benefits discountPercent={p.discountPercent} pointsMultiplier={p.pointsMultiplier} monthlyCoupons={p.monthlyCouponIds.length} />
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('membership.payType')}</legend>
            <label className="mbr-radio">
              <input type="radio" name="payType" checked={payType === 'balance'} onChange={() => setPayType('balance')} /> {t('membership.balance', { balance: formatPrice(balance) })}
            </label>
            <label className="mbr-radio">
              <input type="radio" name="payType" checked={payType === 'wechat'} onChange={() => setPayType('wechat')} /> {t('membership.wechat')}
            </label>
          </fieldset>
          {payType === 'balance' && (
            <label className="mbr-field">
              {t('membership.payPassword')}
              <input type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={payPassword} onChange={(e) => setPayPassword(e.target.value)} />
            </label>
          )}
          {error && <p className="mbr-error" role="alert">{error}</p>}
          {done && <p className="mbr-ok" role="status">{done}</p>}
          <button type="submit" className="mbr-btn" disabled={busy || !plan}>
            {busy ? t('membership.paying') : t('membership.pay', { price: plan ? formatPrice(plan.price) : '' })}
          </button>
          <p className="mbr-muted">{t('membership.rule')}</p>
        </form>
      )}
    </div>
  );
}
