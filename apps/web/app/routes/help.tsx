// /help?id=<help category id> (default layout): help categories on the left, the articles of the chosen one on the right.
import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type HelpArticleDetail, type HelpArticleItem, type HelpCategoryItem, type Paged } from '@mall/shared';
import type { Route } from './+types/help';
import { emptyPage, getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { helpColumns } from '../lib/shell';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';

const MAX_ARTICLES = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const raw = new URL(request.url).searchParams.get('id');
  if (raw !== null && !/^\d+$/.test(raw)) throw data(null, { status: 404 });
  const page = await getOr<Paged<HelpCategoryItem>>(
    context,
    `/service/helpCategory/page?current=1&size=${LIMITS.helpPageSize}`,
    lang,
    emptyPage(),
  );
  const categories = page.records ?? [];
  const columns = helpColumns(categories);
  let selected: HelpCategoryItem | undefined;
  if (raw !== null) {
    selected = categories.find((c) => c.id === Number(raw));
    if (!selected) throw data(null, { status: 404 });
  } else {
    selected = columns.find((c) => c.children.length > 0)?.children[0] ?? columns[0]?.column;
  }
  let articles: HelpArticleDetail[] = [];
  if (selected) {
    const list = await getOr<HelpArticleItem[]>(
      context,
      `/service/helpArticle/list?categoryId=${selected.id}`,
      lang,
      [],
    );
    const details = await Promise.all(
      (Array.isArray(list) ? list : [])
        .slice(0, MAX_ARTICLES)
        .map((a) => getOr<HelpArticleDetail | null>(context, `/service/helpArticle/info/${a.id}`, lang, null)),
    );
    articles = details.filter((d): d is HelpArticleDetail => d !== null);
  }
  return { categories, selectedId: selected?.id ?? null, articles };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const name = loaderData?.categories.find((c) => c.id === loaderData.selectedId)?.categoryName;
  const titles = (loaderData?.articles ?? []).map((a) => a.title).join(' / ');
  return pageMeta(matches, (t) => (name ? `${name} - ${t('meta.help')}` : t('meta.help')), undefined, undefined, (t, site) =>
    name && titles ? t('meta.descHelp', { site, topic: name, articles: titles }) : t('meta.descHelpEmpty', { site }));
};

export const ErrorBoundary = RouteErrorBoundary;

export default function Help({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, selectedId, articles } = loaderData;
  const columns = helpColumns(categories);
  const selected = categories.find((c) => c.id === selectedId);
  const parent = selected && selected.parentId !== 0 ? categories.find((c) => c.id === selected.parentId) : undefined;
  return (
    <div className="container help">
      <nav className="help__menu" aria-label={t('help.menu')}>
        <h1 className="help__title">{t('help.title')}</h1>
        {columns.map(({ column, children }) => (
          <div key={column.id} className="help__group">
            <h2>{column.categoryName}</h2>
            <ul>
              {children.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/help?id=${c.id}`}
                    aria-current={c.id === selectedId ? 'page' : undefined}
                    className={c.id === selectedId ? 'is-active' : undefined}
                    preventScrollReset
                  >
                    {c.categoryName}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="help__content">
        {selected ? (
          <>
            <p className="help__crumbs">
              {t('help.title')}
              {parent && <> / {parent.categoryName}</>} / <strong>{selected.categoryName}</strong>
            </p>
            {articles.length === 0 ? (
              <p className="empty-note">{t('help.empty')}</p>
            ) : (
              articles.map((a) => (
                <article key={a.id} id={`article-${a.id}`} className="help__article">
                  <h2>{a.title}</h2>
                  {/* The API sanitizes this HTML. */}
                  <div className="rich-text" dangerouslySetInnerHTML={{ __html: a.content }} />
                </article>
              ))
            )}
          </>
        ) : (
          <p className="empty-note">{t('help.none')}</p>
        )}
      </div>
    </div>
  );
}
