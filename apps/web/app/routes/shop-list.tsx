// /shopList?shopName= (default layout): open shops whose name contains the text, with paging.
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/shop-list';
import { requestLang } from '../lib/lang';
import { shellOf } from '../lib/meta';
import { fixedT } from '../i18n';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { Pagination } from '../components/Pagination';
import { ShopResults } from '../features/catalog/ShopResults';
import { loadShopResults } from '../features/catalog/shop-results.server';
import { catalogMeta } from '../features/catalog/seo';
import '../features/catalog/catalog.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const name = (url.searchParams.get('shopName') ?? '').trim().slice(0, 100);
  const raw = Number(url.searchParams.get('page'));
  const page = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  return { name, ...(await loadShopResults(context, name, page, requestLang(request))) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = fixedT(shellOf(matches)?.lang ?? 'zh');
  const name = loaderData?.name;
  const site = shellOf(matches)?.config?.siteName || t('site.name');
  return catalogMeta(matches, name ? t('catalog.shops.titleFor', { keyword: name }) : t('catalog.shops.title'), t('catalog.shops.desc', { site }));
};

export const ErrorBoundary = RouteErrorBoundary;

export default function ShopList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { name, results, total, pages, current } = loaderData;
  return (
    <div className="container list">
      <h1 className="list__title">{name ? t('catalog.shops.titleFor', { keyword: name }) : t('catalog.shops.title')}</h1>
      {total > 0 && <p className="list__count">{t('catalog.shops.total', { count: total })}</p>}
      <ShopResults results={results} keyword={name} />
      <Pagination current={current} pages={pages} />
    </div>
  );
}
