// The login popup (SPEC §2, §4, DESIGN): a real modal dialog — focus moves in and stays in (Tab cycles), Esc, the
// close button or a click outside close it, and the focus goes back where it was. On success it closes and the page
// reloads; on the register pages the user goes home instead. Opened by useLoginPopup().open() from the parts that
// need a login (cart button, favourites, quick-menu login, the register page's login link).
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { ServiceSwitch } from '@mall/shared';
import { browser } from '../../lib/browser';
import { useModal } from '../../lib/use-modal';
import { loginHref } from '../../lib/session';
import { afterLoadIdle } from '../../lib/idle';
import type { LoginForm as LoginFormComponent, LoginTab } from './LoginForm';
import './account.css';

// The form is its own module, fetched once the page is idle or when the popup first opens: no page needs it to start,
// and it was ~3 KB gzipped of the home page's JavaScript (issue 16, decision 024).
let loadedForm: typeof LoginFormComponent | null = null;
export const loadLoginForm = () => import('./LoginForm').then((m) => (loadedForm = m.LoginForm));
const LazyLoginForm = lazy(() => loadLoginForm().then((form) => ({ default: form })));

interface LoginPopupApi {
  open(tab?: LoginTab): void;
}

const LoginPopupContext = createContext<LoginPopupApi | null>(null);

/** Paths where a successful login goes home rather than reloading (SPEC §4). */
export const GO_HOME_AFTER_LOGIN = ['/register', '/logine'];

export function afterPopupLogin(pathname: string): void {
  if (GO_HOME_AFTER_LOGIN.includes(pathname.replace(/\/+$/, ''))) browser.assign('/');
  else browser.reload();
}

export function LoginPopupProvider({
  children,
  serviceSwitch,
}: {
  children: ReactNode;
  serviceSwitch?: ServiceSwitch;
}) {
  const [openTab, setOpenTab] = useState<LoginTab | null>(null);
  const location = useLocation();
  const root = useRouteLoaderData('root') as { serviceSwitch?: ServiceSwitch } | undefined;
  const terms = serviceSwitch ?? root?.serviceSwitch;

  // A link inside the popup (register, forgot password) changes the address: the popup goes away with the old page.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpenTab(null);
  }

  useEffect(() => afterLoadIdle(() => void loadLoginForm()), []);
  const open = useCallback((tab: LoginTab = 'account') => setOpenTab(tab), []);
  const api = useMemo(() => ({ open }), [open]);
  return (
    <LoginPopupContext.Provider value={api}>
      {children}
      {openTab && (
        <LoginDialog
          initialTab={openTab}
          serviceSwitch={terms}
          onClose={() => setOpenTab(null)}
          onSuccess={() => afterPopupLogin(location.pathname)}
        />
      )}
    </LoginPopupContext.Provider>
  );
}

/** Opens the login popup; outside a provider (or before it hydrates) it goes to /login?redirect=<here>. */
export function useLoginPopup(): LoginPopupApi {
  const api = useContext(LoginPopupContext);
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo(
    () => api ?? { open: () => void navigate(loginHref(`${location.pathname}${location.search}`)) },
    [api, navigate, location.pathname, location.search],
  );
}

function LoginDialog({
  initialTab,
  serviceSwitch,
  onClose,
  onSuccess,
}: {
  initialTab: LoginTab;
  serviceSwitch: ServiceSwitch | undefined;
  onClose(): void;
  onSuccess(): void;
}) {
  const { t } = useTranslation();
  const { ref, onKeyDown, onBackdropMouseDown } = useModal(onClose);
  // chosen once per opening: switching from the lazy wrapper to the loaded component on a later render would mount
  // the form anew, losing what was typed and the focus
  const [LoginForm] = useState(() => loadedForm ?? LazyLoginForm);

  return (
    <div
      className="login-dialog"
      role="presentation"
      onMouseDown={onBackdropMouseDown}
    >
      <div
        ref={ref}
        className="login-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-dialog-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="login-dialog__head">
          <h2 id="login-dialog-title">{t('acct.login.popupTitle')}</h2>
          <button
            type="button"
            className="icon-button login-dialog__close"
            onClick={onClose}
            aria-label={t('acct.login.close')}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <Suspense fallback={<p className="login-dialog__loading">{t('acct.login.loading')}</p>}>
          <LoginForm variant="popup" serviceSwitch={serviceSwitch} initialTab={initialTab} onSuccess={onSuccess} />
        </Suspense>
      </div>
    </div>
  );
}
