// first: zod's jitless mode before any module builds a schema (no eval probe under the CSP; see the module)
import '@mall/shared/zod-jitless';
import { useEffect, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isLang, type Lang, type WebConfig } from '@mall/shared';
import type { Route } from './+types/root';
import { i18nOf } from './i18n';
import textsChunks from 'virtual:texts-chunks';
import { chooseLang, htmlLang } from './lib/lang';
import { loadShell, type ShellData } from './lib/shell';
import { getOr } from './lib/api';
import { cookieHeaders, readSession } from './lib/auth.server';
import type { RootData } from './lib/session';
import { langRevalidate } from './lib/revalidate';
import { pageMeta } from './lib/meta';
import { seoHead } from './lib/seo';
import { ToastProvider } from './components/Toast';
import { NotFound } from './components/NotFound';
import { SubmitGuard } from './components/SubmitGuard';
import { StyleLinks } from './components/StyleLinks';
import { NavigationProgress } from './components/NavigationProgress';
import { EmptyFrame } from './layouts/empty';
import { UsageLog } from './features/analytics/usage-log';
import { reloadIfChunkError } from './lib/chunk-reload';
import { ActivityEndedListener } from './features/site-pages/ActivityEnded';
import { LoginPopupProvider } from './features/account/LoginPopup';
import { loadCartCount } from './features/cart/cart-count.server';
import type { CartCountData } from './features/cart/cart-count';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const choice = chooseLang(new URL(request.url), request.headers.get('Cookie'));
  // A language other than zh or en is not a page of this mall: the not-found page, in the remembered language.
  if (choice.invalid) {
    const config = await getOr<WebConfig | null>(context, '/webConfig/getPcWebConfig', choice.lang, null);
    const notFound: RootErrorData = {
      lang: choice.lang,
      siteName: config?.siteName ?? null,
      favicon: config?.pcTitleImg ?? null,
    };
    throw data(notFound, { status: 404 });
  }
  const [shell, session, cartCount] = await Promise.all([
    loadShell(context, choice.lang),
    readSession(request, context, choice.lang),
    loadCartCount(request, context, choice.lang),
  ]);
  const origin = new URL(request.url).origin;
  const root: RootData & CartCountData = { ...shell, user: session.user, cartCount: session.user ? cartCount : 0, origin };
  return data(root, { headers: cookieHeaders([choice.setCookie, ...session.setCookies]) });
}

export const shouldRevalidate = langRevalidate;

/** What the root loader throws with its 404, so the page can still speak the visitor's language. */
interface RootErrorData {
  lang: Lang;
  siteName: string | null;
  favicon: string | null;
}

function rootErrorData(error: unknown): Partial<RootErrorData> {
  if (!isRouteErrorResponse(error) || typeof error.data !== 'object' || error.data === null) return {};
  const d = error.data as Partial<Record<keyof RootErrorData, unknown>>;
  return {
    lang: isLang(d.lang) ? d.lang : undefined,
    siteName: typeof d.siteName === 'string' ? d.siteName : null,
    favicon: typeof d.favicon === 'string' ? d.favicon : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, error }) => {
  if (error) {
    const { lang, siteName } = rootErrorData(error);
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return pageMeta(matches, (t) => t(notFound ? 'meta.notFound' : 'meta.error'), lang, siteName);
  }
  return pageMeta(matches);
};

/**
 * Canonical and hreflang alternates of a public page, `noindex` on the others (lib/seo.ts). Rendered here rather than
 * by each route's meta so no page can forget them; pages that failed answer 404/500 and carry X-Robots-Tag: noindex.
 */
function SeoTags({ lang, origin, error }: { lang: Lang; origin: string | undefined; error: boolean }) {
  const location = useLocation();
  const matches = useMatches();
  const head = origin
    ? seoHead({ origin, lang, pathname: location.pathname, search: location.search, routeIds: matches.map((m) => m.id), error })
    : ({ index: false } as const);
  if (!head.index) return <meta name="robots" content="noindex" />;
  return (
    <>
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
    </>
  );
}

/** Every page but home loads the texts of the features only those pages use (i18n/more-texts.ts): fetched at once. */
function MoreTextsPreload({ lang }: { lang: Lang }) {
  const home = useMatches().some((m) => m.id === 'layouts/home');
  const href = textsChunks.more?.[lang];
  return href && !home ? <link rel="modulepreload" href={href} /> : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData('root') as (ShellData & Partial<RootData>) | undefined;
  const error = useRouteError();
  const fromError = rootErrorData(error);
  const lang: Lang = shell?.lang ?? fromError.lang ?? 'zh';
  const i18n = i18nOf(lang);
  const favicon = shell ? shell.config?.pcTitleImg : fromError.favicon;
  return (
    // The inline script of the top ad may add a class to <html> before hydration.
    <html lang={htmlLang(lang)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SubmitGuard />
        <meta name="theme-color" content="#e4393c" />
        {favicon && <link rel="icon" href={favicon} />}
        {textsChunks[lang] && <link rel="modulepreload" href={textsChunks[lang]} />}
        <MoreTextsPreload lang={lang} />
        <Meta />
        <SeoTags lang={lang} origin={shell?.origin} error={Boolean(error)} />
        <StyleLinks />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <ToastProvider>{children}</ToastProvider>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // the page is interactive: <html data-hydrated> (the browser journeys wait for it before hovering or typing; the
  // entry loads the language's texts before hydrating, after the load event)
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <UsageLog />
      <ActivityEndedListener />
      <NavigationProgress />
      <LoginPopupProvider>
        <Outlet />
      </LoginPopupProvider>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  // SPEC §8: a chunk that failed to load after a deployment reloads the page once (lib/chunk-reload.ts)
  useEffect(() => void reloadIfChunkError(error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <UsageLog notFound />
        <EmptyFrame>
          <NotFound />
        </EmptyFrame>
      </>
    );
  }
  return (
    <EmptyFrame>
      <section className="notfound">
        <h1>{t('errorPage.title')}</h1>
        <p>{t('error.server')}</p>
        <div className="notfound__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t('errorPage.retry')}
          </button>
          <a href="/" className="btn">
            {t('notFound.home')}
          </a>
        </div>
      </section>
    </EmptyFrame>
  );
}
