// /list (default layout): the product list of a search (pn), a category of any level (cpid + cindex) or everything,
// with filters, sorts and paging in the address; st=1 lists shops instead (SPEC §4 search type).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_TYPE, type ProdSearchPage, type ProductCard } from '@mall/shared';
import type { Route } from './+types/list';
import { getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { categoryPath, findCategory, loadCategoryTree, type NavCategory } from '../lib/categories';
import { shellOf } from '../lib/meta';
import { fixedT } from '../i18n';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { Breadcrumb, categoryListHref } from '../features/catalog/Breadcrumb';
import { EmptyResult } from '../features/catalog/EmptyResult';
import { ListToolbar } from '../features/catalog/ListToolbar';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { loadSpecials } from '../features/discount/specials.server';
import { ShopResults } from '../features/catalog/ShopResults';
import { parseListParams, prodSearchQuery } from '../features/catalog/list-params';
import { loadShopResults } from '../features/catalog/shop-results.server';
import { catalogMeta } from '../features/catalog/seo';
import '../features/catalog/catalog.css';

const emptySearch: ProdSearchPage = { records: [], total: 0, current: 1, size: 0, pages: 0, fuzzy: false, capped: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const params = parseListParams(new URL(request.url).searchParams);
  if (params.st === SEARCH_TYPE.shop) {
    return { params, shops: await loadShopResults(context, params.pn, params.page, lang), page: emptySearch, recommendations: [] as ProductCard[] };
  }
  const [page, tree] = await Promise.all([
    getOr<ProdSearchPage>(context, `/search/prodPage?${prodSearchQuery(params)}`, lang, emptySearch),
    loadCategoryTree(context, lang),
  ]);
  const recommendations = page.total === 0 ? await getOr<ProductCard[]>(context, '/prod/hotSaleProds?size=10', lang, []) : [];
  const specials = await loadSpecials(context, [...page.records, ...recommendations].map((p) => p.prodId), lang);
  return { params, shops: null, page, recommendations, specials, ...categoryPlace(tree, params.cpid) };
}

/** Where the list sits in the tree (breadcrumb) and the chips under its title: only these go to the page. */
function categoryPlace(tree: NavCategory[], cpid: number | null) {
  const path = categoryPath(tree, cpid);
  const node = findCategory(tree, cpid);
  // sub-categories of the current one, or its siblings when it is a leaf, or the first level on the whole list
  const parent = path.length > 1 ? findCategory(tree, path[path.length - 2]!.categoryId) : undefined;
  const subs = node?.categories.length ? node.categories : (parent?.categories ?? (node ? [] : tree));
  return { path, subs: subs.map((c) => ({ categoryId: c.categoryId, categoryName: c.categoryName, grade: c.grade })) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const shell = shellOf(matches);
  const t = fixedT(shell?.lang ?? 'zh');
  const p = loaderData?.params;
  const category = loaderData && 'path' in loaderData ? loaderData.path.at(-1)?.categoryName : undefined;
  const title = p?.pn ? t('catalog.list.titleSearch', { keyword: p.pn }) : (category ?? t('catalog.list.all'));
  const site = shell?.config?.siteName || t('site.name');
  const description = p?.pn
    ? t('catalog.list.descSearch', { keyword: p.pn })
    : category
      ? t('catalog.list.descCategory', { category, site })
      : t('catalog.list.descAll', { site });
  return catalogMeta(matches, title, description);
};

export const ErrorBoundary = RouteErrorBoundary;

export default function List({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { params, shops, page, recommendations } = loaderData;
  const specials = 'specials' in loaderData ? loaderData.specials : undefined;
  const path = 'path' in loaderData ? loaderData.path : [];
  const subs = 'subs' in loaderData ? loaderData.subs : [];
  const heading = params.pn ? t('catalog.list.titleSearch', { keyword: params.pn }) : (path.at(-1)?.categoryName ?? t('catalog.list.all'));

  if (shops) {
    return (
      <div className="container list">
        <h1 className="list__title">{params.pn ? t('catalog.shops.titleFor', { keyword: params.pn }) : t('catalog.shops.title')}</h1>
        <ShopResults results={shops.results} keyword={params.pn} />
        <Pagination current={shops.current} pages={shops.pages} />
      </div>
    );
  }
  return (
    <div className="container list">
      <Breadcrumb path={path} />
      <h1 className="list__title">{heading}</h1>
      {subs.length > 0 && (
        <nav className="subcats" aria-label={t('catalog.list.subcategories')}>
          <span className="subcats__label">{t('catalog.list.category')}</span>
          <ul>
            {subs.map((c) => (
              <li key={c.categoryId}>
                <Link
                  to={categoryListHref(c)}
                  className={c.categoryId === params.cpid ? 'is-active' : undefined}
                  aria-current={c.categoryId === params.cpid ? 'page' : undefined}
                >
                  {c.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListToolbar params={params} total={page.total} capped={page.capped} />
      {page.fuzzy && <p className="list__fuzzy">{t('catalog.list.fuzzy', { keyword: params.pn })}</p>}
      {page.total === 0 ? (
        <EmptyResult keyword={params.pn} recommendations={recommendations} resetHref={params.pn || params.cpid ? '/list' : undefined} specials={specials} />
      ) : (
        <>
          <ProductGrid products={page.records} eagerFirst={5} specials={specials} />
          <Pagination current={params.page} pages={page.pages} />
        </>
      )}
    </div>
  );
}
