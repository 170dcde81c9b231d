// /login (policy layout): the login form as a page (SPEC §2, §6), back to ?redirect= afterwards (a path of this
// site only). A visitor whose token is still good goes there at once.
import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/login';
import { cookieHeaders, readSession } from '../lib/auth.server';
import { browser } from '../lib/browser';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { safeRedirect } from '../lib/session';
import { useShell } from '../lib/shell';
import { AuthFrame } from '../features/account/AuthFrame';
import { LoginForm } from '../features/account/LoginForm';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeRedirect(url.searchParams.get('redirect'), '/', url.origin);
  const session = await readSession(request, context, requestLang(request));
  if (session.user) throw redirect(next, { headers: cookieHeaders(session.setCookies) });
  return { next };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('acct.meta.login'));

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { serviceSwitch } = useShell();
  return (
    <AuthFrame title={t('acct.frame.loginTitle')} heading={t('acct.login.heading')}>
      <LoginForm serviceSwitch={serviceSwitch} onSuccess={() => browser.assign(loaderData.next)} />
    </AuthFrame>
  );
}
