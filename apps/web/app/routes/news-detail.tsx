// /newsDetail?id= : one published news item with the latest others beside it; a missing one answers 404.
import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsDetail, NewsItem, Paged } from '@mall/shared';
import type { Route } from './+types/news-detail';
import { emptyPage, getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta, shellOf } from '../lib/meta';
import { fixedT } from '../i18n';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { newsDate } from '../features/news/date';
import '../features/catalog/catalog.css';
import '../features/news/news.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const res = /^\d{1,12}$/.test(id) ? await context.mall.api<NewsDetail>(`/news/info/${id}`, { lang }) : null;
  if (!res || res.status !== 200) throw data({ missing: true }, { status: 404 });
  const others = await getOr<Paged<NewsItem>>(context, '/news/page?current=1&size=9', lang, emptyPage());
  return { item: res.data, others: others.records.filter((n) => n.id !== res.data.id).slice(0, 8) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.item.title ?? fixedT(shellOf(matches)?.lang ?? 'zh')('news.notFound'), undefined, undefined, loaderData?.item.summary || loaderData?.item.content);

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const err = props.error as { status?: number; data?: { missing?: boolean } } | undefined;
  if (err?.status === 404 && err.data?.missing) {
    return (
      <div className="container">
        <section className="notfound">
          <h1>{t('news.notFound')}</h1>
          <div className="notfound__actions">
            <Link to="/News" className="btn btn--primary">{t('news.back')}</Link>
          </div>
        </section>
      </div>
    );
  }
  return <RouteErrorBoundary />;
}

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { item, others } = loaderData;
  return (
    <div className="container notice-page">
      <article className="notice-page__main">
        <h1>{item.title}</h1>
        <p className="notice-page__meta">
          <Link to="/News">{t('news.title')}</Link>
          <time dateTime={item.publishTime}>{newsDate(item.publishTime, i18n.language)}</time>
        </p>
        <div className="rich" dangerouslySetInnerHTML={{ __html: item.content }} />
      </article>
      <aside className="notice-page__side">
        <h2>{t('news.more')}</h2>
        {others.length === 0 ? (
          <p className="shopnotices__none">{t('news.empty')}</p>
        ) : (
          <ul>
            {others.map((n) => (
              <li key={n.id}><Link to={`/newsDetail?id=${n.id}`}>{n.title}</Link></li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
