// /weixin-pay?payNo= : the WeChat Pay QR code (made on the server from the code URL), the amount and the time left.
// The page asks every 2 s whether the payment arrived and moves on by itself to the success page; an expired QR says
// 'QR code has expired, please place a new order'. With the sandbox provider a link opens its pay page here.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, ExternalLink, ScanLine } from 'lucide-react';
import { PAYMENT_LIMITS, type PaymentStatus } from '@mall/shared';
import { Price } from '../../components/Price';
import { BUY_MEMBER, MY_BALANCE, paymentHref, paymentStatus, paySuccessHref } from './api';
import { MY_CREDIT } from '../credit/api';
import { clockText, useRemaining } from './countdown';

export function WeixinPay({ initial, qrSvg }: { initial: PaymentStatus; qrSvg: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState(initial);
  const remaining = useRemaining(status.expiresAt, status.serverTime);
  const expired = status.state === 'closed' || (status.state === 'pending' && remaining <= 0);

  useEffect(() => {
    if (status.state !== 'pending') return;
    let live = true;
    const timer = setInterval(async () => {
      const res = await paymentStatus(status.payNo, i18n.language);
      if (live && res.status === 200 && res.data.state !== 'pending') setStatus(res.data);
    }, PAYMENT_LIMITS.pollMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [status.payNo, status.state, i18n.language]);

  useEffect(() => {
    if (status.state === 'paid') void navigate(paySuccessHref(status.payNo), { replace: true });
  }, [status.state, status.payNo, navigate]);

  const back = status.kind === 'recharge' ? MY_BALANCE : status.kind === 'membership' ? BUY_MEMBER : status.kind === 'creditRepay' ? MY_CREDIT : paymentHref(status.orderNumbers);
  const what = status.kind === 'order' ? t('payment.wx.orders', { numbers: status.orderNumbers.join(', ') }) : t(`payment.wx.${status.kind}`);
  return (
    <div className="container pay">
      <h1 className="pay__title">{t('payment.wx.title')}</h1>
      <section className="pay-card wx" aria-labelledby="wx-title">
        <div className="wx__head">
          <h2 id="wx-title" className="wx__what">
            {what}
          </h2>
          <p className="wx__amount">
            {t('payment.wx.amount')} <Price fen={status.amount} size="lg" />
          </p>
        </div>
        <div className="wx__body">
          <div className="wx__qr-box">
            <div className={`wx__qr${expired ? ' is-expired' : ''}`}>
              {qrSvg && !expired ? (
                <div className="wx__qr-img" role="img" aria-label={t('payment.wx.qrAlt')} dangerouslySetInnerHTML={{ __html: qrSvg }} />
              ) : (
                <div className="wx__qr-img wx__qr-img--empty" aria-hidden="true" />
              )}
              {expired && (
                <div className="wx__qr-expired" role="alert">
                  <Clock size={28} aria-hidden="true" />
                  <p>{t('payment.qrExpired')}</p>
                </div>
              )}
              {status.state === 'reversed' && (
                <div className="wx__qr-expired" role="alert">
                  <p>{t('order.statusChanged')}</p>
                </div>
              )}
            </div>
            {!expired && status.state === 'pending' && (
              <p className="wx__timer" aria-live="off">
                {t('payment.wx.validFor')} <b>{clockText(remaining)}</b>
              </p>
            )}
            <div className="wx__scan">
              <ScanLine size={28} aria-hidden="true" />
              <p>
                {t('payment.wx.scan1')}
                <br />
                {t('payment.wx.scan2')}
              </p>
            </div>
            {status.sandbox && status.codeUrl && !expired && (
              <a className="wx__sandbox" href={status.codeUrl} target="_blank" rel="noopener">
                {t('payment.wx.sandboxOpen')}
                <ExternalLink size={12} aria-hidden="true" />
              </a>
            )}
          </div>
          <div className="wx__side" aria-hidden="true">
            <div className="wx__phone">
              <div className="wx__phone-screen">
                <ScanLine size={48} />
              </div>
            </div>
          </div>
        </div>
        <p className="wx__waiting" aria-live="polite">
          {status.state === 'pending' && !expired ? t('payment.wx.waiting') : ''}
        </p>
        <Link to={back} className="wx__back">
          {status.kind === 'order' ? t('payment.wx.other') : t(`payment.wx.back.${status.kind}`)}
        </Link>
      </section>
    </div>
  );
}
