// /News (and /NewsCopy): the platform's published news, newest first, paged by ?page=.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsItem, Paged } from '@mall/shared';
import type { Route } from './+types/news';
import { emptyPage, getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta, shellOf } from '../lib/meta';
import { fixedT } from '../i18n';
import { Pagination } from '../components/Pagination';
import { newsDate } from '../features/news/date';
import '../features/news/news.css';

const SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const page = Number(new URL(request.url).searchParams.get('page'));
  const current = Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
  return { news: await getOr<Paged<NewsItem>>(context, `/news/page?current=${current}&size=${SIZE}`, lang, emptyPage()) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, fixedT(shellOf(matches)?.lang ?? 'zh')('news.title'), undefined, undefined, (t, site) => t('meta.descNews', { site }));

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { news } = loaderData;
  return (
    <div className="container news-page">
      <h1>{t('news.title')}</h1>
      {news.records.length === 0 ? (
        <p className="news-empty">{t('news.empty')}</p>
      ) : (
        <ul className="news-list">
          {news.records.map((n) => (
            <li key={n.id} className={n.cover ? 'news-item' : 'news-item news-item--nocover'}>
              {n.cover && <img src={n.cover} alt="" loading="lazy" />}
              <div>
                <h2><Link to={`/newsDetail?id=${n.id}`}>{n.title}</Link></h2>
                {n.summary && <p>{n.summary}</p>}
                <time dateTime={n.publishTime}>{newsDate(n.publishTime, i18n.language)}</time>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={news.current} pages={news.pages} />
    </div>
  );
}
