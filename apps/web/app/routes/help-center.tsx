// /help-center (default layout): the help landing — a search over the help articles (?q=), then every topic with
// the titles of its articles. An article opens on /help?id=<topic>, which stays the article page.
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { LIMITS, type HelpArticleItem, type HelpCategoryItem, type Paged } from '@mall/shared';
import type { Route } from './+types/help-center';
import { emptyPage, getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta, shellOf } from '../lib/meta';
import { helpColumns } from '../lib/shell';
import { fixedT } from '../i18n';
import '../features/site-pages/site-pages.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 50);
  const [page, all, found] = await Promise.all([
    getOr<Paged<HelpCategoryItem>>(context, `/service/helpCategory/page?current=1&size=${LIMITS.helpPageSize}`, lang, emptyPage()),
    getOr<HelpArticleItem[]>(context, '/service/helpArticle/all', lang, []),
    q ? getOr<HelpArticleItem[]>(context, `/service/helpArticle/search?keyword=${encodeURIComponent(q)}`, lang, []) : Promise.resolve(null),
  ]);
  return { categories: page.records ?? [], articles: all, q, found };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, fixedT(shellOf(matches)?.lang ?? 'zh')('sitePages.help.title'), undefined, undefined, (t, site) => t('sitePages.help.desc', { site }));

const articleHref = (a: HelpArticleItem) => `/help?id=${a.categoryId}#article-${a.id}`;

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, articles, q, found } = loaderData;
  const columns = helpColumns(categories);
  const topicName = new Map(categories.map((c) => [c.id, c.categoryName]));
  const byTopic = (id: number) => articles.filter((a) => a.categoryId === id);
  return (
    <div className="container help-center">
      <section className="help-center__hero">
        <h1>{t('sitePages.help.title')}</h1>
        <Form method="get" action="/help-center" role="search" className="help-center__search">
          <label htmlFor="help-q" className="sr-only">
            {t('sitePages.help.search')}
          </label>
          <input id="help-q" name="q" type="search" defaultValue={q} maxLength={50} placeholder={t('sitePages.help.searchPlaceholder')} />
          <button type="submit" className="btn btn--primary">
            <Search size={16} aria-hidden="true" />
            {t('sitePages.help.submit')}
          </button>
        </Form>
      </section>
      {found && (
        <section className="help-center__results" aria-labelledby="help-results">
          <h2 id="help-results">{t('sitePages.help.results', { q })}</h2>
          {found.length === 0 ? (
            <p className="empty-note">{t('sitePages.help.noResults', { q })}</p>
          ) : (
            <ul>
              {found.map((a) => (
                <li key={a.id}>
                  <Link to={articleHref(a)}>{a.title}</Link>
                  <span className="help-center__topic">{topicName.get(a.categoryId)}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/help-center">{t('sitePages.help.clear')}</Link>
        </section>
      )}
      {columns.length === 0 ? (
        <p className="empty-note">{t('sitePages.help.empty')}</p>
      ) : (
        <div className="help-center__grid">
          {columns.map(({ column, children }) => (
            <section key={column.id} className="help-center__column" aria-labelledby={`help-col-${column.id}`}>
              <h2 id={`help-col-${column.id}`}>{column.categoryName}</h2>
              {children.map((c) => {
                const list = byTopic(c.id);
                return (
                  <div key={c.id} className="help-center__topicbox">
                    <h3>
                      <Link to={`/help?id=${c.id}`}>{c.categoryName}</Link>
                      <span className="help-center__count">{t('sitePages.help.topic', { n: list.length })}</span>
                    </h3>
                    {list.length === 0 ? (
                      <p className="empty-note">{t('sitePages.help.noArticles')}</p>
                    ) : (
                      <ul>
                        {list.slice(0, 6).map((a) => (
                          <li key={a.id}>
                            <Link to={articleHref(a)}>{a.title}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                );
              })}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
