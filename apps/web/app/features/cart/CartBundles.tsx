// Packages in the cart (decision 036): each one group — its check box, name and "package" mark, its parts with their
// shares of the package price (apportioned to the fen as the checkout charges them), one quantity for the whole
// package (1 to the least stock of its parts, at most 99), the package subtotal and delete. A package that went off
// sale or has too little stock for its count is greyed and cannot be chosen.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Package } from 'lucide-react';
import { formatPrice, type CartBundle } from '@mall/shared';
import { Price } from '../../components/Price';
import { imgSrcSet, imgUrl } from '../../lib/images';
import { QuantityStepper } from './QuantityStepper';
import { bundleSelectable } from './cart-model';
import '../bundle/bundle.css';

export function CartBundles({
  bundles,
  pending,
  busy,
  onCheck,
  onQuantity,
  onDelete,
}: {
  bundles: CartBundle[] | undefined;
  /** check box choices on their way, keyed by -cartBundleId */
  pending: ReadonlyMap<number, boolean>;
  busy: boolean;
  onCheck(b: CartBundle, checked: boolean): void;
  onQuantity(b: CartBundle, count: number): Promise<string | null>;
  onDelete(b: CartBundle): void;
}) {
  const { t } = useTranslation();
  if (!bundles?.length) return null;
  return (
    <ul className="cart-shop__lines cart-bundles">
      {bundles.map((b) => {
        const can = bundleSelectable(b);
        const checked = can && (pending.get(-b.cartBundleId) ?? b.checked);
        return (
          <li key={b.cartBundleId} className={`cart-line cart-bundle${can ? '' : ' is-off'}${checked ? ' is-checked' : ''}`} data-testid="cart-bundle">
            <div className="cart-line__check">
              <input
                type="checkbox"
                className="mcheck"
                checked={checked}
                disabled={!can || busy}
                onChange={(e) => onCheck(b, e.target.checked)}
                aria-label={t('shopCart.selectLine', { name: b.bundle.name })}
              />
            </div>
            <div className="cart-line__goods cart-bundle__goods">
              <p className="cart-bundle__name">
                <span className="mtag mtag--red">
                  <Package size={11} aria-hidden="true" /> {t('bundle.tag')}
                </span>
                {b.bundle.name}
                {!can && <span className="cart-line__warn">{b.bundle.status === 1 ? t('shopCart.stockShort', { count: b.bundle.stock }) : t('bundle.offSale')}</span>}
              </p>
              <ul className="cart-bundle__parts">
                {b.bundle.parts.map((p) => (
                  <li key={p.skuId} className="cart-bundle__part">
                    <Link to={`/detail/${p.prodId}`} className="cart-line__img" tabIndex={-1} aria-hidden="true">
                      {p.pic ? <img src={imgUrl(p.pic, 200)} srcSet={imgSrcSet(p.pic, [200])} sizes="48px" alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
                    </Link>
                    <span className="cart-bundle__info">
                      <Link to={`/detail/${p.prodId}`} className="cart-line__name">{p.prodName}</Link>
                      <span className="cart-line__sku">{p.skuName}</span>
                    </span>
                    <span className="cart-bundle__share">{t('bundle.share', { price: formatPrice(p.share) })}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="cart-line__price">
              <Price fen={b.bundle.price} oriFen={b.bundle.partsTotal > b.bundle.price ? b.bundle.partsTotal : undefined} size="sm" />
            </div>
            <div className="cart-line__qty">
              {can ? (
                <QuantityStepper
                  value={b.count}
                  stock={Math.min(b.bundle.stock, 99)}
                  label={t('shopCart.quantityOf', { name: b.bundle.name })}
                  onCommit={(count) => onQuantity(b, count)}
                />
              ) : (
                <span className="cart-line__count">×{b.count}</span>
              )}
            </div>
            <div className="cart-line__subtotal">{can ? <Price fen={b.bundle.price * b.count} size="sm" /> : <span className="cart-line__na">—</span>}</div>
            <div className="cart-line__ops">
              <button type="button" className="mlink" onClick={() => onDelete(b)} disabled={busy} aria-label={t('shopCart.deleteOne', { name: b.bundle.name })}>
                {t('shopCart.delete')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
