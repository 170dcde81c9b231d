// /member-center/integral-mall (issue 14): the points mall. A banner with the buyer's points (or a login prompt), the
// points-range filters (and "I can redeem" for a logged-in buyer), the sort, the cards (picture, name, points and
// cash, stock left) and the pages. Filters and pages are links (?range=&sort=&current=), so the list is server-rendered.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import type { PointsProductCard } from '@mall/shared';
import { imgSrcSet, imgUrl } from '../../lib/images';
import { BalanceBar } from './BalanceBar';
import { detailHref, MALL_PATH, POINT_RANGES, type RangeKey } from './api';
import { PointsPrice } from './PointsPrice';
import type { MallData } from './points-mall.server';
import './points-mall.css';

const SORTS = [
  { value: 0, key: 'recommended' },
  { value: 1, key: 'pointsAsc' },
  { value: 2, key: 'pointsDesc' },
  { value: 3, key: 'newest' },
] as const;

function hrefOf(range: RangeKey | null, sort: number, current = 1): string {
  const q = new URLSearchParams();
  if (range) q.set('range', range);
  if (sort) q.set('sort', String(sort));
  if (current > 1) q.set('current', String(current));
  const s = q.toString();
  return s ? `${MALL_PATH}?${s}` : MALL_PATH;
}

function PointsCard({ card, eager }: { card: PointsProductCard; eager: boolean }) {
  const { t } = useTranslation();
  const soldOut = card.stock <= 0;
  return (
    <Link to={detailHref(card.prodId)} className={`pm-card${soldOut ? ' is-soldout' : ''}`}>
      <span className="pm-card__img">
        <img
          src={imgUrl(card.pic, 400)}
          srcSet={imgSrcSet(card.pic, [200, 400, 800])}
          sizes="(max-width: 640px) 46vw, (max-width: 1200px) 23vw, 222px"
          alt={card.name}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {soldOut && <span className="pm-card__stamp">{t('pointsMall.soldOut')}</span>}
      </span>
      <span className="pm-card__body">
        <span className="pm-card__name">{card.name}</span>
        <PointsPrice points={card.points} cash={card.cash} />
        <span className="pm-card__foot">
          <span>{soldOut ? t('pointsMall.soldOut') : t('pointsMall.stockLeft', { n: card.stock })}</span>
          <span className="pm-card__go" aria-hidden="true">{t('pointsMall.redeemShort')}</span>
        </span>
      </span>
    </Link>
  );
}

export function MallPage({ data }: { data: MallData }) {
  const { t } = useTranslation();
  const { page, range, sort, balance } = data;
  const ranges: { key: RangeKey | null; label: string }[] = [
    { key: null, label: t('pointsMall.range.all') },
    { key: 'r1', label: t('pointsMall.range.upTo', { max: POINT_RANGES.r1.max }) },
    { key: 'r2', label: t('pointsMall.range.between', { min: POINT_RANGES.r2.min, max: POINT_RANGES.r2.max }) },
    { key: 'r3', label: t('pointsMall.range.between', { min: POINT_RANGES.r3.min, max: POINT_RANGES.r3.max }) },
    { key: 'r4', label: t('pointsMall.range.from', { min: POINT_RANGES.r4.min }) },
    ...(balance !== null ? [{ key: 'mine' as const, label: t('pointsMall.range.affordable') }] : []),
  ];
  return (
    <div className="container pm-page">
      <header className="pm-hero">
        <div className="pm-hero__text">
          <h1 className="pm-hero__title"><Gift size={26} aria-hidden="true" /> {t('pointsMall.title')}</h1>
          <p className="pm-hero__sub">{t('pointsMall.subtitle')}</p>
        </div>
        <BalanceBar balance={balance} />
      </header>

      <div className="pm-filters">
        <div className="pm-filters__row" role="group" aria-label={t('pointsMall.range.label')}>
          <span className="pm-filters__label">{t('pointsMall.range.label')}</span>
          {ranges.map((r) => (
            <Link key={r.key ?? 'all'} to={hrefOf(r.key, sort)} className={`pm-chip${range === r.key ? ' is-on' : ''}`} aria-current={range === r.key ? 'true' : undefined} preventScrollReset>
              {r.label}
            </Link>
          ))}
        </div>
        <div className="pm-filters__row" role="group" aria-label={t('pointsMall.sort.label')}>
          <span className="pm-filters__label">{t('pointsMall.sort.label')}</span>
          {SORTS.map((s) => (
            <Link key={s.value} to={hrefOf(range, s.value)} className={`pm-sort${sort === s.value ? ' is-on' : ''}`} aria-current={sort === s.value ? 'true' : undefined} preventScrollReset>
              {t(`pointsMall.sort.${s.key}`)}
            </Link>
          ))}
          <span className="pm-filters__total">{t('pointsMall.total', { count: page.total })}</span>
        </div>
      </div>

      {page.records.length === 0 ? (
        <div className="pm-empty">
          <Gift size={56} strokeWidth={1.2} aria-hidden="true" />
          <p>{t('pointsMall.empty')}</p>
          <Link to={MALL_PATH} className="btn btn--primary">{t('pointsMall.emptyAll')}</Link>
        </div>
      ) : (
        <ul className="pm-grid">
          {page.records.map((c, i) => (
            <li key={c.prodId}><PointsCard card={c} eager={i < 5} /></li>
          ))}
        </ul>
      )}

      {page.pages > 1 && (
        <nav className="pm-pager" aria-label={t('pointsMall.pager')}>
          {page.current > 1 && <Link to={hrefOf(range, sort, page.current - 1)} className="btn btn--sm">{t('pointsMall.prev')}</Link>}
          <span>{page.current} / {page.pages}</span>
          {page.current < page.pages && <Link to={hrefOf(range, sort, page.current + 1)} className="btn btn--sm">{t('pointsMall.next')}</Link>}
        </nav>
      )}
    </div>
  );
}
