// /notice-detail?id=&shopId= (default layout): one notice of the platform (shopId 0) or of a shop, with the other
// notices of the same publisher beside it. A missing notice shows 'Announcement does not exist' (HTTP 404).
import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NoticeDetail, NoticeItem, ShopHead } from '@mall/shared';
import type { Route } from './+types/notice-detail';
import { getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { shellOf } from '../lib/meta';
import { fixedT } from '../i18n';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { catalogMeta } from '../features/catalog/seo';
import { shopNoticeHref } from '../features/store/ShopSide';
import '../features/catalog/catalog.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? '';
  const shopParam = url.searchParams.get('shopId');
  const shopId = shopParam && /^\d{1,9}$/.test(shopParam) ? Number(shopParam) : null;
  const res = /^\d{1,12}$/.test(id) ? await context.mall.api<NoticeDetail>(`/shop/notice/info/${id}`, { lang }) : null;
  // a notice asked for under another publisher does not exist there either
  if (!res || res.status !== 200 || (shopId !== null && res.data.shopId !== shopId)) {
    throw data({ missing: true }, { status: 404 });
  }
  const notice = res.data;
  const [others, shop] = await Promise.all([
    getOr<NoticeItem[]>(context, `/shop/notice/topNoticeList/${notice.shopId}`, lang, []),
    notice.shopId ? getOr<ShopHead | null>(context, `/shop/headInfo?shopId=${notice.shopId}`, lang, null) : Promise.resolve(null),
  ]);
  return { notice, others: others.filter((n) => n.id !== notice.id).slice(0, 8), shop: shop?.open ? shop : null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = fixedT(shellOf(matches)?.lang ?? 'zh');
  return catalogMeta(matches, loaderData?.notice.title ?? t('notice.notFound'), loaderData ? loaderData.notice.content : null);
};

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const err = props.error as { status?: number; data?: { missing?: boolean } } | undefined;
  if (err?.status === 404 && err.data?.missing) {
    return (
      <div className="container">
        <section className="notfound">
          <h1>{t('notice.notFound')}</h1>
          <div className="notfound__actions">
            <Link to="/" className="btn btn--primary">
              {t('notFound.home')}
            </Link>
          </div>
        </section>
      </div>
    );
  }
  return <RouteErrorBoundary />;
}

export default function NoticeDetailPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { notice, others, shop } = loaderData;
  const date = new Date(notice.publishTime).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'zh-CN', { timeZone: 'Asia/Shanghai' });
  return (
    <div className="container notice-page">
      <article className="notice-page__main">
        <h1>{notice.title}</h1>
        <p className="notice-page__meta">
          {shop ? <Link to={`/shopIndex?sid=${shop.shopId}`}>{shop.shopName}</Link> : <span>{t('catalog.notice.platform')}</span>}
          <time dateTime={notice.publishTime}>{date}</time>
        </p>
        <div className="rich" dangerouslySetInnerHTML={{ __html: notice.content }} />
      </article>
      <aside className="notice-page__side">
        <h2>{t('catalog.notice.more')}</h2>
        {others.length === 0 ? (
          <p className="shopnotices__none">{t('home.noNotices')}</p>
        ) : (
          <ul>
            {others.map((n) => (
              <li key={n.id}>
                <Link to={shopNoticeHref(n)}>{n.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
