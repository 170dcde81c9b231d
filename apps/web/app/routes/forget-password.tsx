// /forget-password (policy layout): reset the password with an SMS code to the bound mobile (SPEC §2, §9).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/forget-password';
import { pageMeta } from '../lib/meta';
import { AuthFrame } from '../features/account/AuthFrame';
import { ForgetPasswordForm } from '../features/account/ForgetPasswordForm';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.forgot'));

export default function ForgetPassword() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('acct.frame.forgotTitle')} heading={t('acct.forgot.heading')}>
      <p className="auth__lead">{t('acct.forgot.lead')}</p>
      <ForgetPasswordForm />
      <div className="login-form__footer login-form__footer--end">
        <Link to="/login">{t('acct.forgot.backToLogin')}</Link>
      </div>
    </AuthFrame>
  );
}
