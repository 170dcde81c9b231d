// uc-collection: favourite products and followed stores in two tabs (?tab=shops), paged (?page=), each removable.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heart, Trash2 } from 'lucide-react';
import type { CollectedProd, CollectedShop, Paged } from '@mall/shared';
import { Price } from '../../../components/Price';
import { ShopLogo } from '../../../components/ShopLogo';
import { useApiErrorToast } from '../../../components/use-api-error-toast';
import { imgSrcSet, imgUrl } from '../../../lib/images';
import { removeFavourites, unfollowShops } from '../api';
import { Pagination } from '../../../components/Pagination';

export type CollectionTab = 'prods' | 'shops';

export function Collection({ tab, prods, shops }: { tab: CollectionTab; prods: Paged<CollectedProd> | null; shops: Paged<CollectedShop> | null }) {
  const { t, i18n } = useTranslation();
  const failed = useApiErrorToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);

  async function remove(id: number) {
    setBusy(id);
    const res = tab === 'prods' ? await removeFavourites([id], i18n.language) : await unfollowShops([id], i18n.language);
    setBusy(null);
    if (!failed(res)) await revalidator.revalidate();
  }

  const page = tab === 'prods' ? prods : shops;
  return (
    <section className="uc-card uccol">
      <h1 className="uc-card__title">{t('catalog.uc.collection')}</h1>
      <nav className="uccol__tabs" aria-label={t('catalog.uc.collection')}>
        <Link to="/user-center/uc-collection" className={tab === 'prods' ? 'is-active' : undefined} aria-current={tab === 'prods' ? 'page' : undefined}>
          {t('catalog.uc.prods')}
        </Link>
        <Link to="/user-center/uc-collection?tab=shops" className={tab === 'shops' ? 'is-active' : undefined} aria-current={tab === 'shops' ? 'page' : undefined}>
          {t('catalog.uc.shops')}
        </Link>
      </nav>
      {!page || page.total === 0 ? (
        <div className="uc-empty">
          <Heart size={48} strokeWidth={1.3} aria-hidden="true" />
          <p>{t(tab === 'prods' ? 'catalog.uc.noProds' : 'catalog.uc.noShops')}</p>
          <Link to={tab === 'prods' ? '/list' : '/shopList'} className="btn btn--primary btn--sm">
            {t(tab === 'prods' ? 'catalog.uc.goShopping' : 'catalog.uc.findShops')}
          </Link>
        </div>
      ) : tab === 'prods' && prods ? (
        <ul className="ucgrid">
          {prods.records.map((p) => (
            <li key={p.prodId} className={`ucitem${p.onSale ? '' : ' is-off'}`}>
              <Link to={`/detail/${p.prodId}`} className="ucitem__link" aria-disabled={!p.onSale || undefined}>
                <span className="ucitem__img">
                  <img src={imgUrl(p.pic, 200)} srcSet={imgSrcSet(p.pic, [200, 400])} sizes="160px" alt={p.prodName} width={160} height={160} loading="lazy" decoding="async" />
                  {!p.onSale && <span className="ucitem__flag">{t('catalog.uc.offShelf')}</span>}
                </span>
                <span className="ucitem__name">{p.prodName}</span>
                <Price fen={p.price} size="sm" />
              </Link>
              <button type="button" className="ucitem__remove" onClick={() => void remove(p.prodId)} disabled={busy === p.prodId} aria-label={t('catalog.uc.removeProd', { name: p.prodName })}>
                <Trash2 size={14} aria-hidden="true" />
                {t('catalog.uc.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="ucshops">
          {(shops?.records ?? []).map((s) => (
            <li key={s.shopId} className={`ucshop${s.open ? '' : ' is-off'}`}>
              <Link to={`/shopIndex?sid=${s.shopId}`} className="ucshop__link">
                <ShopLogo logo={s.logo} shopName={s.shopName} size={56} />
                <span>
                  <strong>
                    {s.shopName}
                    {s.selfOperated && <span className="badge badge--red">{t('shop.selfOperated')}</span>}
                  </strong>
                  <span className="uc-muted">
                    {s.open ? t('shop.collectCount', { count: s.collectCount }) : t('catalog.shop.status.offline')}
                  </span>
                </span>
              </Link>
              <button type="button" className="btn btn--sm" onClick={() => void remove(s.shopId)} disabled={busy === s.shopId} aria-label={t('catalog.uc.unfollowShop', { name: s.shopName })}>
                {t('catalog.shop.unfollow')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {page && <Pagination current={page.current} pages={page.pages} />}
    </section>
  );
}
