// A grid of product cards; dimmed (not replaced) while the next page of the same list loads, so nothing jumps.
import { useLocation, useNavigation } from 'react-router';
import { specialPrice, type ProductCard as ProductCardData, type ProductDiscount } from '@mall/shared';
import { ProductCard } from '../../components/ProductCard';

export function ProductGrid({ products, eagerFirst = 0, className = '', specials }: {
  products: ProductCardData[];
  eagerFirst?: number;
  className?: string;
  /** special discounts by product id: the card shows the special price */
  specials?: Record<number, ProductDiscount>;
}) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  return (
    <ul className={`pgrid ${className}${loading ? ' is-loading' : ''}`} aria-busy={loading || undefined}>
      {products.map((p, i) => (
        <li key={p.prodId}>
          <ProductCard product={p} eager={i < eagerFirst} first={i === 0 && eagerFirst > 0} special={specials?.[p.prodId] ? specialPrice(p.price, specials[p.prodId]!) : undefined} />
        </li>
      ))}
    </ul>
  );
}

/** Grey placeholders of cards (skeleton) for a grid whose products are not there yet. */
export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className="pgrid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <span className="pcard pcard--skeleton">
            <span className="pcard__img skeleton" />
            <span className="pcard__body">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
