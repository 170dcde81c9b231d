// Left column of the shop home: the shop's categories (links keep the shop) and its notices.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CategoryNode, NoticeItem } from '@mall/shared';
import { listHref } from '../catalog/list-params';

export function ShopCategories({ categories, current }: { categories: CategoryNode[]; current: number | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const q = new URLSearchParams(search);
  const href = (c: CategoryNode | null) => listHref(pathname, q, c ? { cpid: c.categoryId, cindex: c.grade } : { cpid: null, cindex: null });
  const link = (c: CategoryNode) => (
    <Link to={href(c)} className={c.categoryId === current ? 'is-active' : undefined} aria-current={c.categoryId === current ? 'page' : undefined}>
      {c.categoryName}
    </Link>
  );
  return (
    <nav className="shopcats" aria-labelledby="shop-cats">
      <h2 id="shop-cats">{t('catalog.shop.categories')}</h2>
      <ul>
        <li>
          <Link to={href(null)} className={current === null ? 'is-active' : undefined} aria-current={current === null ? 'page' : undefined}>
            {t('catalog.shop.allProducts')}
          </Link>
        </li>
        {categories.map((c1) => (
          <li key={c1.categoryId}>
            {link(c1)}
            {c1.categories.length > 0 && (
              <ul>
                {c1.categories.flatMap((c2) => (c2.categories.length ? c2.categories : [c2])).map((leaf) => (
                  <li key={leaf.categoryId}>{link(leaf)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const shopNoticeHref = (n: NoticeItem) => `/notice-detail?id=${n.id}&shopId=${n.shopId}`;

export function ShopNotices({ notices, shopId }: { notices: NoticeItem[]; shopId: number }) {
  const { t } = useTranslation();
  return (
    <section className="shopnotices" aria-labelledby="shop-notices">
      <h2 id="shop-notices">
        {t('catalog.shop.notices')}
        <Link to={`/notice-list?shopId=${shopId}`} className="shopnotices__more">
          {t('home.more')}
        </Link>
      </h2>
      {notices.length === 0 ? (
        <p className="shopnotices__none">{t('home.noNotices')}</p>
      ) : (
        <ul>
          {notices.map((n) => (
            <li key={n.id}>
              <Link to={shopNoticeHref(n)}>
                {n.isTop && <span className="badge badge--red">{t('home.pinned')}</span>}
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
