// Sending an SMS code from the account forms (SPEC §4, §5), and the mobile + code pair of the login, registration and
// forgot-password forms.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText, Smartphone } from 'lucide-react';
import { phoneRule } from '@mall/shared';
import { clientApi } from '../../lib/api';
import type { ApiResult } from '../../lib/context';
import { useToast } from '../../components/Toast';
import { Field } from './Field';
import { SmsCodeButton } from './SmsCodeButton';
import { focusFirstError } from './form';

export const SMS_SENT_TOAST_MS = 2000;

interface MobileCheck {
  setError(field: 'mobile', message: string | null): void;
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * A sender of codes: `send(path, mobile)` checks the number first (its error on the mobile field, which takes the
 * focus), `send(path)` sends to the bound number; the API's refusal goes to `showError`; sent: a toast. Answers true
 * when the code went out (the button then counts down).
 */
export function useSendCode(showError: (result: ApiResult<unknown>) => boolean, check?: MobileCheck) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return async (path: string, mobile?: string): Promise<boolean> => {
    if (mobile !== undefined && check) {
      const key = phoneRule(mobile.trim());
      check.setError('mobile', key ? t(key) : null);
      if (key) {
        focusFirstError(check.formRef.current);
        return false;
      }
    }
    const body = mobile === undefined ? {} : { mobile: mobile.trim() };
    const result = await clientApi(path, { method: 'POST', body, lang: i18n.language });
    if (showError(result)) return false;
    toast.show(t('acct.sms.sent'), SMS_SENT_TOAST_MS, 'info');
    return true;
  };
}

export function MobileCodeFields({ mobile, code, onMobile, onCode, errors, onSend, mobilePlaceholder, hideLabel, codeHint, autoFocus }: {
  mobile: string;
  code: string;
  onMobile(value: string): void;
  onCode(value: string): void;
  errors: { mobile?: string; code?: string };
  onSend(): Promise<boolean>;
  mobilePlaceholder: string;
  /** labels for screen readers only (the popup) */
  hideLabel?: boolean;
  codeHint?: string;
  /** the mobile field takes the focus when the form opens (data-autofocus) */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        key="mobile"
        label={t('acct.login.mobile')}
        hideLabel={hideLabel}
        icon={<Smartphone size={16} />}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        placeholder={mobilePlaceholder}
        value={mobile}
        onValue={onMobile}
        error={errors.mobile}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
      />
      <Field
        key="code"
        label={t('acct.login.code')}
        hideLabel={hideLabel}
        icon={<MessageSquareText size={16} />}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        placeholder={t('acct.login.codePlaceholder')}
        value={code}
        onValue={onCode}
        error={errors.code}
        hint={codeHint}
        suffix={<SmsCodeButton onSend={onSend} />}
      />
    </>
  );
}
