// A new password and its confirmation, as the registration and forgot-password forms ask for them (SPEC §5 rules
// are checked by the form that holds the values).
import { useTranslation } from 'react-i18next';
import { Lock, ShieldCheck } from 'lucide-react';
import { Field } from './Field';

export function NewPasswordFields({ label, password, confirm, onPassword, onConfirm, passwordError, confirmError }: {
  /** the password field's label */
  label: string;
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
  passwordError?: string;
  confirmError?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={label}
        icon={<Lock size={16} />}
        type="password"
        autoComplete="new-password"
        placeholder={t('acct.register.passwordPlaceholder')}
        value={password}
        onValue={onPassword}
        error={passwordError}
        hint={t('acct.register.passwordHint')}
      />
      <Field
        label={t('acct.register.confirm')}
        icon={<ShieldCheck size={16} />}
        type="password"
        autoComplete="new-password"
        placeholder={t('acct.register.confirmPlaceholder')}
        value={confirm}
        onValue={onConfirm}
        error={confirmError}
      />
    </>
  );
}
