// /sandbox-pay?prepayId= : the built-in sandbox provider's pay page, what the payer's phone would show after scanning
// the QR code. Confirming makes the sandbox post its signed notification to the mall, as WeChat Pay would; no real
// money moves. An expired or closed QR says 'QR code has expired, please place a new order'.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Clock, FlaskConical } from 'lucide-react';
import type { SandboxPrepay } from '@mall/shared';
import { apiErrorMessage } from '../../lib/api-error';
import { Price } from '../../components/Price';
import { sandboxConfirm } from './api';

export function SandboxPay({ prepay }: { prepay: SandboxPrepay }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'ready' | 'paying' | 'paid' | 'failed'>(prepay.state === 'SUCCESS' || prepay.state === 'REFUND' ? 'paid' : 'ready');
  const [error, setError] = useState<string | null>(prepay.expired ? t('payment.qrExpired') : null);

  const confirm = async () => {
    if (state !== 'ready') return;
    setState('paying');
    const res = await sandboxConfirm(prepay.prepayId, i18n.language);
    if (res.status === 200) {
      setState('paid');
      return;
    }
    setState('failed');
    setError(apiErrorMessage(res, t));
  };

  return (
    <div className="sbx">
      <div className="sbx__phone">
        <p className="sbx__badge">
          <FlaskConical size={14} aria-hidden="true" />
          {t('payment.sandbox.badge')}
        </p>
        <h1 className="sbx__merchant">{t('payment.sandbox.merchant')}</h1>
        <p className="sbx__desc">{prepay.description}</p>
        <p className="sbx__amount">
          <Price fen={prepay.amount} size="lg" />
        </p>
        {state === 'paid' ? (
          <p className="sbx__result sbx__result--ok" role="status">
            <CircleCheck size={40} aria-hidden="true" />
            {t('payment.sandbox.paid')}
          </p>
        ) : error ? (
          <p className="sbx__result sbx__result--fail" role="alert">
            <Clock size={32} aria-hidden="true" />
            {error}
          </p>
        ) : (
          <button type="button" className="sbx__pay" onClick={() => void confirm()} aria-disabled={state === 'paying' || undefined}>
            {state === 'paying' ? t('payment.sandbox.paying') : t('payment.sandbox.confirm')}
          </button>
        )}
        <p className="sbx__note">{state === 'paid' ? t('payment.sandbox.back') : t('payment.sandbox.note')}</p>
      </div>
    </div>
  );
}
