// /payment?orderNumbers= (the cashier): the orders of one checkout with their total and the countdown to the payment
// deadline; the ways to pay the pay switch offers (balance with the payment-password dialog, WeChat Pay → /weixin-pay).
// Orders that cannot be paid show why instead (expired, paid, changed). A buyer with an active credit line that has
// room for the total also sees "pay on credit" (decision 028; the same payment-password dialog).
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, CircleCheck, CreditCard, QrCode, ReceiptText, Wallet } from 'lucide-react';
import { formatPrice, type CreditAccountView, type PayInfo } from '@mall/shared';
import { Price } from '../../components/Price';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { MY_BALANCE, payWithBalance, payWithWechat, paySuccessHref, weixinPayHref } from './api';
import { CountdownText } from './CountdownText';
import { useRemaining } from './countdown';
import { OrderGone } from './OrderGone';
import { PayPasswordDialog } from './PayPasswordDialog';
import { usePaySwitch } from './pay-switch';
import { payOnCredit } from '../credit/api';

type Method = 'balance' | 'wechat' | 'credit';

export function PaymentPage({ info, credit = null }: { info: PayInfo; credit?: CreditAccountView | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const showError = useApiErrorToast();
  const paySwitch = usePaySwitch();
  const remaining = useRemaining(info.expiresAt, info.serverTime);
  const [chosen, setChosen] = useState<Method | null>(null);
  const [dialog, setDialog] = useState<'balance' | 'credit' | null>(null);
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(info.orders.length > 1);

  const expired = info.state === 'expired' || (info.state === 'payable' && !!info.expiresAt && remaining <= 0);
  const state = expired ? 'expired' : info.state;
  const enough = info.balance >= info.total;
  const onCredit = !!credit && credit.state === 'active' && credit.available >= info.total;
  const methods: Method[] = paySwitch
    ? [...(paySwitch.balancePaySwitch ? (['balance'] as const) : []), ...(paySwitch.wxPaySwitch ? (['wechat'] as const) : []), ...(onCredit ? (['credit'] as const) : [])]
    : [];
  const method: Method | null = chosen && methods.includes(chosen) ? chosen : methods.find((m) => m !== 'balance' || enough) ?? null;

  const pay = async () => {
    if (!method || pending) return;
    if (method === 'balance' || method === 'credit') {
      setDialog(method);
      return;
    }
    setPending(true);
    const res = await payWithWechat(info.orderNumbers, i18n.language);
    setPending(false);
    if (res.status === 200) {
      await navigate(weixinPayHref(res.data.payNo));
      return;
    }
    showError(res);
    void revalidator.revalidate();
  };

  return (
    <div className="container pay">
      <h1 className="pay__title">{t('payment.page.title')}</h1>
      <section className="pay-card pay-summary" aria-labelledby="pay-summary-title">
        <div className="pay-summary__main">
          {state === 'payable' ? (
            <CircleCheck size={36} className="pay-summary__icon" aria-hidden="true" />
          ) : (
            <ReceiptText size={36} className="pay-summary__icon pay-summary__icon--plain" aria-hidden="true" />
          )}
          <div>
            <h2 id="pay-summary-title" className="pay-summary__title">
              {state === 'payable' ? t('payment.page.submitted') : t('payment.page.orders')}
            </h2>
            <p className="pay-summary__numbers">
              {t('payment.page.orderNumbers')}
              {info.orderNumbers.map((n) => (
                <span key={n} className="pay-summary__number">
                  {n}
                </span>
              ))}
            </p>
            {state === 'payable' && info.expiresAt && (
              <p className="pay-summary__deadline">
                {t('payment.page.deadlineBefore')}
                <CountdownText ms={remaining} />
                {t('payment.page.deadlineAfter')}
              </p>
            )}
          </div>
        </div>
        <div className="pay-summary__total">
          <span>{state === 'payable' ? t('payment.page.total') : t('payment.page.amount')}</span>
          <Price fen={info.total} size="lg" />
        </div>
        <button type="button" className="pay-summary__toggle" aria-expanded={open} aria-controls="pay-orders" onClick={() => setOpen((v) => !v)}>
          {t('payment.page.details')}
          <ChevronDown size={14} aria-hidden="true" className={open ? 'is-open' : undefined} />
        </button>
        <ul id="pay-orders" className="pay-orders" hidden={!open}>
          {info.orders.map((o) => (
            <li key={o.orderNumber} className="pay-orders__row">
              <span className="pay-orders__shop">{o.shopName}</span>
              <span className="pay-orders__names">
                {o.prodNames.join(t('payment.page.nameSeparator'))}
                {o.productCount > o.prodNames.length ? ` ${t('payment.page.moreItems', { n: o.productCount })}` : ''}
              </span>
              <span className="pay-orders__no">{o.orderNumber}</span>
              <span className="pay-orders__amount">{formatPrice(o.actualTotal)}</span>
            </li>
          ))}
        </ul>
      </section>

      {state !== 'payable' ? (
        <OrderGone state={state} orderNumbers={info.orderNumbers} />
      ) : (
        <section className="pay-card pay-methods" aria-labelledby="pay-methods-title">
          <h2 id="pay-methods-title" className="pay-card__title">
            {t('payment.page.methods')}
          </h2>
          {paySwitch === null ? (
            <div className="pay-methods__list" aria-busy="true">
              <div className="pay-method pay-method--skeleton" />
              <div className="pay-method pay-method--skeleton" />
            </div>
          ) : methods.length === 0 ? (
            <p className="pay-methods__none">{t('payment.page.noMethods')}</p>
          ) : (
            <div className="pay-methods__list" role="radiogroup" aria-labelledby="pay-methods-title">
              {methods.includes('balance') && (
                <label className={`pay-method${method === 'balance' ? ' is-checked' : ''}${enough ? '' : ' is-short'}`}>
                  <input type="radio" name="pay-method" value="balance" checked={method === 'balance'} onChange={() => setChosen('balance')} />
                  <Wallet size={28} className="pay-method__icon pay-method__icon--balance" aria-hidden="true" />
                  <span className="pay-method__name">{t('payment.method.balance')}</span>
                  <span className="pay-method__note">
                    {t('payment.method.available', { amount: formatPrice(info.balance) })}
                    {!enough && (
                      <>
                        <span className="pay-method__short">{t('payment.method.short')}</span>
                        <Link to={MY_BALANCE} className="pay-method__topup">
                          {t('payment.method.topUp')}
                        </Link>
                      </>
                    )}
                  </span>
                </label>
              )}
              {methods.includes('wechat') && (
                <label className={`pay-method${method === 'wechat' ? ' is-checked' : ''}`}>
                  <input type="radio" name="pay-method" value="wechat" checked={method === 'wechat'} onChange={() => setChosen('wechat')} />
                  <QrCode size={28} className="pay-method__icon pay-method__icon--wechat" aria-hidden="true" />
                  <span className="pay-method__name">{t('payment.method.wechat')}</span>
                  <span className="pay-method__note">{t('payment.method.wechatNote')}</span>
                </label>
              )}
              {methods.includes('credit') && (
                <label className={`pay-method${method === 'credit' ? ' is-checked' : ''}`}>
                  <input type="radio" name="pay-method" value="credit" checked={method === 'credit'} onChange={() => setChosen('credit')} />
                  <CreditCard size={28} className="pay-method__icon pay-method__icon--balance" aria-hidden="true" />
                  <span className="pay-method__name">{t('credit.method')}</span>
                  <span className="pay-method__note">{t('credit.methodNote', { amount: formatPrice(credit!.available) })}</span>
                </label>
              )}
            </div>
          )}
          <div className="pay-methods__actions">
            <span className="pay-methods__due">
              {t('payment.page.due')} <Price fen={info.total} size="lg" />
            </span>
            <button
              type="button"
              className="btn btn--primary btn--lg pay-methods__submit"
              onClick={() => void pay()}
              disabled={!method || (method === 'balance' && !enough)}
              aria-disabled={pending || undefined}
            >
              {pending ? t('payment.page.opening') : t('payment.page.payNow')}
            </button>
          </div>
        </section>
      )}

      {dialog && (
        <PayPasswordDialog
          amount={info.total}
          isSetPayPassword={info.isSetPayPassword}
          pay={(pw) => (dialog === 'credit' ? payOnCredit(info.orderNumbers, pw, i18n.language) : payWithBalance(info.orderNumbers, pw, i18n.language))}
          onPaid={(s) => void navigate(paySuccessHref(s.payNo))}
          onOrdersChanged={() => void revalidator.revalidate()}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
