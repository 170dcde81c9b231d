// One line of the cart: check box, picture, name and spec, unit price, quantity, subtotal, move / delete.
// Invalid lines (off the shelf, shop closed) and sold-out lines are greyed and cannot be chosen.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShopCartItem } from '@mall/shared';
import { Price } from '../../components/Price';
import { imgSrcSet, imgUrl } from '../../lib/images';
import { QuantityStepper } from './QuantityStepper';
import { selectable } from './cart-model';

export function CartLine({
  item,
  checked,
  busy,
  onCheck,
  onQuantity,
  onDelete,
  onMove,
  special,
}: {
  item: ShopCartItem;
  /** the unit price under the special discount of the line's group (fen), if any */
  special?: number;
  checked: boolean;
  busy: boolean;
  onCheck(checked: boolean): void;
  onQuantity(count: number): Promise<string | null>;
  onDelete(): void;
  onMove(): void;
}) {
  const { t } = useTranslation();
  const canChoose = selectable(item);
  const name = item.prodName || t('shopCart.reason.deleted');
  const state = !item.valid ? 'invalid' : item.stockState;
  return (
    <li className={`cart-line${canChoose ? '' : ' is-off'}${checked ? ' is-checked' : ''}`}>
      <div className="cart-line__check">
        {item.valid ? (
          <input
            type="checkbox"
            className="mcheck"
            checked={checked}
            disabled={!canChoose || busy}
            onChange={(e) => onCheck(e.target.checked)}
            aria-label={t('shopCart.selectLine', { name })}
          />
        ) : (
          <span className="mtag mtag--grey">{t('shopCart.invalid')}</span>
        )}
      </div>
      <div className="cart-line__goods">
        <Link to={`/detail/${item.prodId}`} className="cart-line__img" tabIndex={-1} aria-hidden="true">
          {item.pic ? (
            <img
              src={imgUrl(item.pic, 200)}
              srcSet={imgSrcSet(item.pic, [200])}
              sizes="80px"
              alt=""
              width={80}
              height={80}
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </Link>
        <div className="cart-line__info">
          <Link to={`/detail/${item.prodId}`} className="cart-line__name">
            {name}
          </Link>
          {item.skuName && <p className="cart-line__sku">{item.skuName}</p>}
          <p className="cart-line__flags">
            {item.goodsType === 1 && <span className="mtag mtag--orange">{t('shopCart.virtual')}</span>}
            {state === 'invalid' && item.invalidReason && (
              <span className="cart-line__reason">{t(`shopCart.reason.${item.invalidReason}`)}</span>
            )}
            {state === 'soldOut' && <span className="mtag mtag--grey">{t('shopCart.soldOut')}</span>}
            {state === 'short' && (
              <span className="cart-line__warn">{t('shopCart.stockShort', { count: item.stocks })}</span>
            )}
          </p>
        </div>
      </div>
      <div className="cart-line__price">
        {item.valid ? (
          <Price fen={special ?? item.price} oriFen={special !== undefined ? item.price : item.oriPrice} size="sm" />
        ) : (
          <span className="cart-line__na">—</span>
        )}
      </div>
      <div className="cart-line__qty">
        {canChoose ? (
          <QuantityStepper
            value={item.prodCount}
            stock={item.stocks}
            label={t('shopCart.quantityOf', { name })}
            onCommit={onQuantity}
          />
        ) : (
          <span className="cart-line__count">×{item.prodCount}</span>
        )}
      </div>
      <div className="cart-line__subtotal">
        {canChoose ? <Price fen={special !== undefined ? special * item.prodCount : item.productTotalAmount} size="sm" /> : <span className="cart-line__na">—</span>}
      </div>
      <div className="cart-line__ops">
        {item.valid && (
          <button type="button" className="mlink" onClick={onMove} disabled={busy}>
            {t('shopCart.moveToFav')}
          </button>
        )}
        <button
          type="button"
          className="mlink"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('shopCart.deleteOne', { name })}
        >
          {t('shopCart.delete')}
        </button>
      </div>
    </li>
  );
}
