// No products for a search or filter: an illustration, what to try, and products to look at instead.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PackageSearch } from 'lucide-react';
import type { ProductCard as ProductCardData, ProductDiscount } from '@mall/shared';
import { ProductGrid } from './ProductGrid';

export function EmptyResult({ keyword, recommendations, resetHref, specials }: {
  keyword: string;
  recommendations: ProductCardData[];
  resetHref?: string;
  /** special discounts by product id: the recommendations show the special price like cards elsewhere */
  specials?: Record<number, ProductDiscount>;
}) {
  const { t } = useTranslation();
  return (
    <div className="empty-result">
      <div className="empty-result__box">
        <PackageSearch size={72} strokeWidth={1.2} aria-hidden="true" className="empty-result__art" />
        <div>
          <h2>{keyword ? t('catalog.empty.titleFor', { keyword }) : t('catalog.empty.title')}</h2>
          <ul className="empty-result__tips">
            <li>{t('catalog.empty.tipWords')}</li>
            <li>{t('catalog.empty.tipFilters')}</li>
          </ul>
          <div className="empty-result__actions">
            {resetHref && (
              <Link to={resetHref} className="btn btn--primary btn--sm">
                {t('catalog.empty.reset')}
              </Link>
            )}
            <Link to="/" className="btn btn--sm">
              {t('notFound.home')}
            </Link>
          </div>
        </div>
      </div>
      {recommendations.length > 0 && (
        <section className="section" aria-labelledby="empty-recommend">
          <div className="section__head">
            <h2 id="empty-recommend">{t('catalog.empty.recommend')}</h2>
          </div>
          <ProductGrid products={recommendations} specials={specials} />
        </section>
      )}
    </div>
  );
}
