// /shopIndex?sid= (default layout): a shop home. Open (status 1): header with follow, the shop's categories,
// notices, and its products with the filters, sorts and paging of /list. Any other status shows its warning
// instead (SPEC §4); a shop that does not exist shows the "no shop" warning with HTTP 404.
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHOP_STATUS, type CategoryNode, type CollectState, type NoticeItem, type ProdSearchPage, type ShopHead } from '@mall/shared';
import type { Route } from './+types/shop-index';
import { getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { tokenOfRequest } from '../lib/auth.server';
import { shellOf } from '../lib/meta';
import { fixedT } from '../i18n';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { EmptyResult } from '../features/catalog/EmptyResult';
import { ListToolbar } from '../features/catalog/ListToolbar';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { loadSpecials } from '../features/discount/specials.server';
import { listHref, parseListParams, prodSearchQuery } from '../features/catalog/list-params';
import { catalogMeta } from '../features/catalog/seo';
import { ShopHeader } from '../features/store/ShopHeader';
import { ShopCategories, ShopNotices } from '../features/store/ShopSide';
import { ShopStatusNotice } from '../features/store/ShopStatusNotice';
import { findCategory } from '../features/catalog/Breadcrumb';
import '../features/catalog/catalog.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const url = new URL(request.url);
  const sid = url.searchParams.get('sid') ?? '';
  const params = parseListParams(url.searchParams);
  const missing = { shop: null, status: SHOP_STATUS.none as number, params, categories: [], notices: [], page: null, follow: null };
  if (!/^\d{1,9}$/.test(sid) || Number(sid) === 0) throw data(missing, { status: 404 });
  const res = await context.mall.api<ShopHead>(`/shop/headInfo?shopId=${sid}`, { lang });
  if (res.status === 404 || res.status === 400) throw data(missing, { status: 404 });
  if (res.status !== 200) throw data(null, { status: 500 });
  const shop = res.data;
  if (!shop.open) return { ...missing, shop, status: shop.shopStatus };
  const [categories, notices, page, follow] = await Promise.all([
    getOr<CategoryNode[]>(context, `/shop/categories?shopId=${shop.shopId}`, lang, []),
    getOr<NoticeItem[]>(context, `/shop/notice/topNoticeList/${shop.shopId}`, lang, []),
    getOr<ProdSearchPage | null>(context, `/search/prodPage?${prodSearchQuery(params, { shopId: shop.shopId })}`, lang, null),
    tokenOfRequest(request) ? getOr<CollectState | null>(context, `/p/user/collection/shopStatus?shopId=${shop.shopId}`, lang, null) : Promise.resolve(null),
  ]);
  const specials = await loadSpecials(context, (page?.records ?? []).map((p) => p.prodId), lang);
  return { shop, status: shop.shopStatus, params, categories, notices: notices.slice(0, 6), page, follow, specials };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  const t = fixedT(shellOf(matches)?.lang ?? 'zh');
  if (!loaderData?.shop) return catalogMeta(matches, error ? t('catalog.shop.statusTitle') : t('catalog.shop.title'), null);
  const { shop } = loaderData;
  const site = shellOf(matches)?.config?.siteName || t('site.name');
  return catalogMeta(matches, shop.shopName, shop.intro ? `${shop.shopName} - ${shop.intro}` : t('catalog.shop.desc', { shop: shop.shopName, site }));
};

/** The "no such shop" warning keeps the layout (HTTP 404); other errors are the usual error views. */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const err = props.error as { status?: number; data?: { status?: number } } | undefined;
  if (err?.status === 404 && err.data?.status === SHOP_STATUS.none) {
    return (
      <div className="container">
        <ShopStatusNotice status={SHOP_STATUS.none} />
      </div>
    );
  }
  return <RouteErrorBoundary />;
}

export default function ShopIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop, status, params, categories, notices, page, follow } = loaderData;
  if (!shop || !page) {
    return (
      <div className="container">
        <ShopStatusNotice status={status} name={shop?.shopName} />
      </div>
    );
  }
  const current = findCategory(categories, params.cpid);
  return (
    <div className="shophome">
      <ShopHeader shop={shop} follow={follow} />
      <div className="container shophome__body">
        <aside className="shophome__side">
          <ShopCategories categories={categories} current={current ? params.cpid : null} />
          <ShopNotices notices={notices} shopId={shop.shopId} />
        </aside>
        <div className="shophome__main">
          <h2 className="shophome__title">{current?.categoryName ?? t('catalog.shop.allProducts')}</h2>
          <ListToolbar params={params} total={page.total} capped={page.capped} showSelf={false} />
          {page.total === 0 ? (
            <EmptyResult keyword={params.pn} recommendations={[]} resetHref={listHref('/shopIndex', new URLSearchParams({ sid: String(shop.shopId) }), {})} />
          ) : (
            <>
              <ProductGrid products={page.records} eagerFirst={4} className="pgrid--4" specials={'specials' in loaderData ? loaderData.specials : undefined} />
              <Pagination current={params.page} pages={page.pages} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
