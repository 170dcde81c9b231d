// The "get code" button of the SMS forms (SPEC §4, §9): it sends, then turns into a 60-second countdown and comes
// back afterwards. A second click while sending or counting does nothing.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS } from '@mall/shared';
import { useCountdown } from './countdown';

export interface SmsCodeButtonProps {
  /** sends the code; answers true when it went out (false: the form shows why) */
  onSend(): Promise<boolean>;
  className?: string;
}

export function SmsCodeButton({ onSend, className }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const counting = left > 0;

  async function click() {
    if (busy.current || counting) return;
    busy.current = true;
    setSending(true);
    try {
      if (await onSend()) start(ACCOUNT_LIMITS.smsResendSeconds);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className={`sms-btn${className ? ` ${className}` : ''}`}
      onClick={() => void click()}
      disabled={sending || counting}
    >
      {counting ? t('acct.sms.resend', { seconds: left }) : sending ? t('acct.sms.sending') : t('acct.sms.send')}
    </button>
  );
}
