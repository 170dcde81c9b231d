// The gift lines a cart shop or a checkout shop earns (price 0, marked as gifts; decision 036).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import { formatPrice, type GiftLine } from '@mall/shared';
import { imgSrcSet, imgUrl } from '../../lib/images';
import './bundle.css';

export function GiftLines({ gifts }: { gifts: GiftLine[] | undefined }) {
  const { t } = useTranslation();
  if (!gifts?.length) return null;
  return (
    <ul className="bg-gifts" aria-label={t('bundle.gifts')}>
      {gifts.map((g) => (
        <li key={`${g.ruleId}-${g.skuId}`} className="bg-gift" data-testid="gift-line">
          <Link to={`/detail/${g.prodId}`} className="bg-gift__img" tabIndex={-1} aria-hidden="true">
            <img src={imgUrl(g.pic, 200)} srcSet={imgSrcSet(g.pic, [200])} sizes="48px" alt="" width={48} height={48} loading="lazy" decoding="async" />
          </Link>
          <div className="bg-gift__info">
            <p className="bg-gift__name">
              <span className="bg-tag bg-tag--gift">
                <Gift size={11} aria-hidden="true" /> {t('bundle.giftTag')}
              </span>
              <Link to={`/detail/${g.prodId}`}>{g.prodName}</Link>
            </p>
            <p className="bg-gift__meta">
              {g.skuName} · {g.ruleName} · {t(`bundle.policy.${g.returnPolicy}`)}
            </p>
          </div>
          <span className="bg-gift__price">
            <span className="bg-gift__free">{t('bundle.giftFree')}</span>
            <s>{formatPrice(g.value)}</s>
          </span>
          <span className="bg-gift__count">×{g.count}</span>
        </li>
      ))}
    </ul>
  );
}
