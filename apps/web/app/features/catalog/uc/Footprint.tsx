// uc-footprint: viewed products grouped by the day of the view (China time), newest first; remove one or all.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footprints, X } from 'lucide-react';
import type { FootprintItem, Paged } from '@mall/shared';
import { Price } from '../../../components/Price';
import { useApiErrorToast } from '../../../components/use-api-error-toast';
import { imgSrcSet, imgUrl } from '../../../lib/images';
import { removeFootprints } from '../api';
import { Pagination } from '../../../components/Pagination';

/** Items grouped by their `day`, keeping the order they come in. */
export function groupByDay(items: FootprintItem[]): { day: string; items: FootprintItem[] }[] {
  const groups: { day: string; items: FootprintItem[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.day === item.day) last.items.push(item);
    else groups.push({ day: item.day, items: [item] });
  }
  return groups;
}

export function Footprint({ page, today }: { page: Paged<FootprintItem>; today: string }) {
  const { t, i18n } = useTranslation();
  const failed = useApiErrorToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function remove(body: { ids?: number[]; all?: boolean }) {
    setBusy(true);
    const res = await removeFootprints(body, i18n.language);
    setBusy(false);
    if (!failed(res)) await revalidator.revalidate();
  }

  const dayLabel = (day: string) => {
    if (day === today) return t('catalog.uc.today');
    const [y, m, d] = day.split('-').map(Number);
    return i18n.language === 'en' ? new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }) : `${y}年${m}月${d}日`;
  };

  return (
    <section className="uc-card ucfoot">
      <div className="ucfoot__head">
        <h1 className="uc-card__title">{t('catalog.uc.footprint')}</h1>
        {page.total > 0 && (
          <button type="button" className="btn btn--sm" disabled={busy} onClick={() => void remove({ all: true })}>
            {t('catalog.uc.clearAll')}
          </button>
        )}
      </div>
      {page.total === 0 ? (
        <div className="uc-empty">
          <Footprints size={48} strokeWidth={1.3} aria-hidden="true" />
          <p>{t('catalog.uc.noFootprint')}</p>
          <Link to="/list" className="btn btn--primary btn--sm">
            {t('catalog.uc.goShopping')}
          </Link>
        </div>
      ) : (
        groupByDay(page.records).map((g) => (
          <section key={g.day} className="ucfoot__day" aria-labelledby={`day-${g.day}`}>
            <h2 id={`day-${g.day}`}>
              <time dateTime={g.day}>{dayLabel(g.day)}</time>
            </h2>
            <ul className="ucgrid">
              {g.items.map((p) => (
                <li key={p.footprintId} className={`ucitem${p.onSale ? '' : ' is-off'}`}>
                  <Link to={`/detail/${p.prodId}`} className="ucitem__link">
                    <span className="ucitem__img">
                      <img src={imgUrl(p.pic, 200)} srcSet={imgSrcSet(p.pic, [200, 400])} sizes="160px" alt={p.prodName} width={160} height={160} loading="lazy" decoding="async" />
                      {!p.onSale && <span className="ucitem__flag">{t('catalog.uc.offShelf')}</span>}
                    </span>
                    <span className="ucitem__name">{p.prodName}</span>
                    <Price fen={p.price} size="sm" />
                  </Link>
                  <button type="button" className="ucitem__x" disabled={busy} onClick={() => void remove({ ids: [p.footprintId] })} aria-label={t('catalog.uc.removeFootprint', { name: p.prodName })}>
                    <X size={14} aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <Pagination current={page.current} pages={page.pages} />
    </section>
  );
}
