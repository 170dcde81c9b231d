// /termsPage?sts=0|1 (policy layout): terms of service or privacy policy, sanitized HTML from the API.
import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TERMS, type TermsPage } from '@mall/shared';
import type { Route } from './+types/terms-page';
import { getOrThrow } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { useShell } from '../lib/shell';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const sts = new URL(request.url).searchParams.get('sts');
  if (sts !== String(TERMS.service) && sts !== String(TERMS.privacy)) throw data(null, { status: 404 });
  const terms = await getOrThrow<TermsPage>(context, `/sys/terms/${sts}`, requestLang(request));
  return { terms };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    (t) => loaderData?.terms.title || t(loaderData?.terms.sts === TERMS.privacy ? 'meta.privacy' : 'meta.terms'),
  );

export const ErrorBoundary = RouteErrorBoundary;

export default function TermsPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { config } = useShell();
  const { terms } = loaderData;
  return (
    <div className="policy">
      <div className="policy__bar">
        <div className="container policy__bar-inner">
          <Link to="/" className="policy__brand">
            {config?.pcLogoImg ? (
              <img src={config.pcLogoImg} alt={t('site.logoAlt', { site: config.siteName })} width={150} height={48} />
            ) : (
              config?.siteName || t('site.name')
            )}
          </Link>
          <Link to="/" className="policy__home">
            {t('terms.backHome')}
          </Link>
        </div>
      </div>
      <article className="container policy__article">
        <h1>{terms.title}</h1>
        {/* The API sanitizes this HTML (ARCHITECTURE §3 content). */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: terms.content }} />
      </article>
    </div>
  );
}
