// /discount-detail?id= (SPEC §2): one special discount — its rule, shop and end — and its products on sale with
// the special price (the same formula the checkout charges) over the struck-through price.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, Store } from 'lucide-react';
import type { DiscountDetail } from '@mall/shared';
import { Price } from '../../components/Price';
import { imgSrcSet, imgUrl } from '../../lib/images';
import { discountEnd, discountRule } from './format';
import './discount.css';

export function DiscountDetailPage({ discount }: { discount: DiscountDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="container dsc-page">
      <header className="dsc-hero dsc-hero--detail">
        <span className="dsc-hero__rule">{discountRule(t, discount)}</span>
        <div>
          <h1 className="dsc-hero__title">{discount.name}</h1>
          <p className="dsc-hero__sub">
            <Link to={`/shopIndex?sid=${discount.shopId}`} className="dsc-hero__shop"><Store size={13} aria-hidden="true" /> {discount.shopName}</Link>
            <span><Clock size={13} aria-hidden="true" /> {t('discount.endsAt', { date: discountEnd(discount.endsAt, i18n.language) })}</span>
          </p>
        </div>
        <Link to="/special-discount" className="dsc-hero__back">{t('discount.detail.back')}</Link>
      </header>
      {discount.products.length === 0 ? (
        <div className="dsc-empty"><p>{t('discount.detail.empty')}</p></div>
      ) : (
        <ul className="pgrid">
          {discount.products.map((p) => (
            <li key={p.prodId}>
              <Link to={`/detail/${p.prodId}`} className="pcard">
                <span className="pcard__img">
                  <img src={imgUrl(p.pic, 400)} srcSet={imgSrcSet(p.pic, [200, 400, 800])} sizes="(max-width: 640px) 46vw, 222px" alt={p.prodName} width={400} height={400} loading="lazy" decoding="async" />
                  <span className="dsc-tag dsc-tag--corner">{discountRule(t, discount)}</span>
                </span>
                <span className="pcard__body">
                  <span className="pcard__name">{p.prodName}</span>
                  <span className="pcard__price"><Price fen={p.specialPrice} oriFen={p.price} /></span>
                  <span className="pcard__meta"><span className="pcard__shop">{p.shopName}</span></span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
