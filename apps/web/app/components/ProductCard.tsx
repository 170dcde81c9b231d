import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard as ProductCardData } from '@mall/shared';
import { imgSrcSet, imgUrl } from '../lib/images';
import { Price } from './Price';
import '../features/discount/discount.css';

/** Product card (DESIGN.md): square image, two-line name, price row, badges; the whole card is one link. */
/** `special`: the special price (fen) of a product under a special discount, shown over the struck-through price. */
/** `eager`: a card in the first screen (not lazy); `first`: the page's first card, its largest paint on a phone
 *  (fetched at high priority, preloaded before the style sheets). */
export function ProductCard({ product, eager = false, first = false, special }: { product: ProductCardData; eager?: boolean; first?: boolean; special?: number }) {
  const { t } = useTranslation();
  return (
    <Link to={`/detail/${product.prodId}`} className="pcard">
      <span className="pcard__img">
        <img
          src={imgUrl(product.pic, 400)}
          srcSet={imgSrcSet(product.pic, [200, 400, 800])}
          sizes="(max-width: 640px) 46vw, (max-width: 1200px) 23vw, 222px"
          alt={product.prodName}
          width={400}
          height={400}
          loading={eager || first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding={first ? 'sync' : 'async'}
        />
      </span>
      <span className="pcard__body">
        <span className="pcard__name">
          {product.selfOperated && <span className="badge badge--red">{t('product.selfOperated')}</span>}
          {product.presale && <span className="badge badge--presale" data-testid="presale-tag">{t('product.presale')}</span>}
          {product.prodName}
        </span>
        <span className="pcard__price">
          {special !== undefined ? (
            <>
              <span className="pcard__tag">{t('product.special')}</span>
              <Price fen={special} oriFen={product.price} />
            </>
          ) : (
            <Price fen={product.price} oriFen={product.oriPrice} />
          )}
        </span>
        <span className="pcard__meta">
          <span className="pcard__shop">{product.shopName}</span>
          <span>{t('product.sold', { count: product.soldNum })}</span>
        </span>
      </span>
    </Link>
  );
}
