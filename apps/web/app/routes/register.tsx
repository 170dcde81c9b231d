// /register and /logine (SPEC §2 lists both for registration; one page, policy layout). A logged-in visitor may
// still register: the API ends the old session and the browser switches to the new account.
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/register';
import { pageMeta } from '../lib/meta';
import { useShell } from '../lib/shell';
import { AuthFrame } from '../features/account/AuthFrame';
import { RegisterForm } from '../features/account/RegisterForm';
import { useLoginPopup } from '../features/account/LoginPopup';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.register'));

export default function Register() {
  const { t } = useTranslation();
  const { serviceSwitch } = useShell();
  const popup = useLoginPopup();
  return (
    <AuthFrame title={t('acct.frame.registerTitle')} heading={t('acct.register.heading')}>
      <RegisterForm serviceSwitch={serviceSwitch} onLogin={() => popup.open()} />
    </AuthFrame>
  );
}
