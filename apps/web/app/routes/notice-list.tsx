// /notice-list (default layout; the home's notices "more" link): every published notice of the platform and of the
// shops, pinned first then newest, paged by ?page=; ?shopId=0 keeps the platform's, ?shopId=<id> one shop's. Reached
// from a shop (its notices' "more" link: ?shopId=<id>), the filters offer All / Platform / This shop, and ?from=<id>
// keeps that shop's filter while the buyer looks at the others.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NoticeItem, Paged, ShopHead } from '@mall/shared';
import type { Route } from './+types/notice-list';
import { emptyPage, getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta, shellOf } from '../lib/meta';
import { fixedT } from '../i18n';
import { Pagination } from '../components/Pagination';
import { shopNoticeHref } from '../features/store/ShopSide';
import { newsDate } from '../features/news/date';
import '../features/news/news.css';
import '../features/site-pages/site-pages.css';

const SIZE = 15;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page'));
  const current = Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
  const rawShop = url.searchParams.get('shopId');
  const shopId = rawShop !== null && /^\d{1,9}$/.test(rawShop) ? Number(rawShop) : null;
  const rawFrom = url.searchParams.get('from');
  const fromShop = shopId !== null && shopId > 0 ? shopId : rawFrom !== null && /^[1-9]\d{0,8}$/.test(rawFrom) ? Number(rawFrom) : null;
  const q = new URLSearchParams({ current: String(current), size: String(SIZE) });
  if (shopId !== null) q.set('shopId', String(shopId));
  const notices = await getOr<Paged<NoticeItem>>(context, `/shop/notice/page?${q}`, lang, emptyPage());
  // the names of the shops on this page (open shops only: another status shows the notice without a shop link)
  const shopIds = [...new Set([...notices.records.map((n) => n.shopId), fromShop ?? 0].filter((id) => id > 0))];
  const heads = await Promise.all(shopIds.map((id) => getOr<ShopHead | null>(context, `/shop/headInfo?shopId=${id}`, lang, null)));
  const shops: Record<number, string> = {};
  for (const h of heads) if (h?.open) shops[h.shopId] = h.shopName;
  return { notices, shops, shopId, fromShop };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, fixedT(shellOf(matches)?.lang ?? 'zh')('sitePages.notices.title'), undefined, undefined, (t, site) => t('sitePages.notices.desc', { site }));

export default function NoticeList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { notices, shops, shopId, fromShop } = loaderData;
  const from = fromShop ? `from=${fromShop}` : '';
  const filters: { key: string; label: string; to: string; on: boolean }[] = [
    { key: 'all', label: t('sitePages.notices.all'), to: from ? `/notice-list?${from}` : '/notice-list', on: shopId === null },
    { key: 'platform', label: t('sitePages.notices.platform'), to: `/notice-list?shopId=0${from ? `&${from}` : ''}`, on: shopId === 0 },
  ];
  if (fromShop) {
    const name = shops[fromShop];
    filters.push({ key: 'shop', label: name ? t('sitePages.notices.thisShopNamed', { name }) : t('sitePages.notices.thisShop'), to: `/notice-list?shopId=${fromShop}`, on: shopId === fromShop });
  }
  return (
    <div className="container news-page notice-list">
      <h1>{t('sitePages.notices.title')}</h1>
      <nav className="sp-filters" aria-label={t('sitePages.notices.filter')}>
        {filters.map((f) => (
          <Link key={f.key} to={f.to} className={f.on ? 'is-active' : undefined} aria-current={f.on ? 'page' : undefined}>
            {f.label}
          </Link>
        ))}
      </nav>
      {notices.records.length === 0 ? (
        <p className="news-empty">{t('sitePages.notices.empty')}</p>
      ) : (
        <ul className="notice-list__items">
          {notices.records.map((n) => (
            <li key={n.id}>
              {n.isTop && <span className="badge badge--red">{t('sitePages.notices.pinned')}</span>}
              <Link to={shopNoticeHref(n)} className="notice-list__title">
                {n.title}
              </Link>
              <span className="notice-list__from">
                {n.shopId === 0 ? (
                  t('sitePages.notices.platform')
                ) : shops[n.shopId] ? (
                  <Link to={`/shopIndex?sid=${n.shopId}`}>{shops[n.shopId]}</Link>
                ) : (
                  t('sitePages.notices.shopNotice')
                )}
              </span>
              <time dateTime={n.publishTime}>{newsDate(n.publishTime, i18n.language)}</time>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={notices.current} pages={notices.pages} />
    </div>
  );
}
