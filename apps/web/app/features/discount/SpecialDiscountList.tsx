// /special-discount (SPEC §2): the special discounts running now, ending soonest first — each with its shop,
// rule, end and up to four product pictures, linking to /discount-detail?id=.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgePercent, Clock, Store } from 'lucide-react';
import type { Paged, SpecialDiscount } from '@mall/shared';
import { imgSrcSet, imgUrl } from '../../lib/images';
import { Pagination } from '../../components/Pagination';
import { discountEnd, discountRule } from './format';
import './discount.css';

export function SpecialDiscountList({ page }: { page: Paged<SpecialDiscount> }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="container dsc-page">
      <header className="dsc-hero">
        <BadgePercent size={28} aria-hidden="true" />
        <div>
          <h1 className="dsc-hero__title">{t('discount.list.title')}</h1>
          <p className="dsc-hero__sub">{t('discount.list.subtitle')}</p>
        </div>
      </header>
      {page.records.length === 0 ? (
        <div className="dsc-empty">
          <p>{t('discount.list.empty')}</p>
          <Link to="/" className="dsc-empty__action">{t('discount.list.emptyAction')}</Link>
        </div>
      ) : (
        <ul className="dsc-list">
          {page.records.map((d) => (
            <li key={d.discountId}>
              <Link to={`/discount-detail?id=${d.discountId}`} className="dsc-card">
                <span className="dsc-card__head">
                  <span className="dsc-card__rule">{discountRule(t, d)}</span>
                  <span className="dsc-card__name">{d.name}</span>
                </span>
                <span className="dsc-card__pics">
                  {d.pics.map((pic) => (
                    <img key={pic} src={imgUrl(pic, 200)} srcSet={imgSrcSet(pic, [200, 400])} sizes="96px" alt="" width={96} height={96} loading="lazy" decoding="async" />
                  ))}
                </span>
                <span className="dsc-card__meta">
                  <span><Store size={13} aria-hidden="true" /> {d.shopName}</span>
                  <span>{t('discount.list.products', { count: d.prodCount })}</span>
                  <span><Clock size={13} aria-hidden="true" /> {t('discount.endsAt', { date: discountEnd(d.endsAt, i18n.language) })}</span>
                </span>
                <span className="dsc-card__go">{t('discount.list.go')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} />
    </div>
  );
}
