// The purchase column of the product page: name, selling points, price, SKU choice, quantity, add to cart,
// buy now and favourite. Cart, buy now and favourite need a login (SPEC §6): logged out they open the login popup.
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Headset, Heart, ShoppingCart, Store } from 'lucide-react';
import { specialPrice, type CollectState, type ProdDetail, type ProductDiscount } from '@mall/shared';
import { Price } from '../../components/Price';
import { useToast } from '../../components/Toast';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { useSessionUser } from '../../lib/session';
import { useLoginPopup } from '../account/LoginPopup';
import { addFavourite, addToCart, removeFavourites } from './api';
import { QuantityInput, SkuSelector } from './SkuSelector';
import { clampQuantity, selectedSku, type Selection } from './sku';
import { chatHref } from '../chat/api';
import { CouponPopover } from '../coupon/CouponPopover';
import { DiscountNote } from '../discount/DiscountNote';

const TOAST_MS = 2000;

export function BuyBox({
  product,
  selection,
  onSelection,
  collect,
  discount = null,
  presaleSkuIds,
}: {
  product: ProdDetail;
  selection: Selection;
  onSelection: (s: Selection) => void;
  collect: CollectState | null;
  /** the special discount on the product now (promotion module), or null */
  discount?: ProductDiscount | null;
  /** SKUs on pre-sale (their own stock, the pre-sale panel below): choosable, pointing to the panel */
  presaleSkuIds?: ReadonlySet<number>;
}) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const popup = useLoginPopup();
  const toast = useToast();
  const failed = useApiErrorToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [fav, setFav] = useState<CollectState | null>(collect);
  const [seen, setSeen] = useState(collect);
  if (seen !== collect) {
    setSeen(collect);
    setFav(collect);
  }

  const sku = selectedSku(product.skus, product.specAxes, selection);
  const stock = sku ? sku.stock : product.totalStock;
  const quantity = clampQuantity(count, stock);
  const lang = i18n.language;
  const soldOut = product.totalStock <= 0;
  const canBuy = !soldOut && (sku === undefined || sku.stock > 0);

  function needSku(): boolean {
    if (sku) return false;
    toast.show(t('catalog.detail.chooseSku'), TOAST_MS);
    return true;
  }

  async function onAddToCart() {
    if (!user) return popup.open();
    if (needSku() || !sku || busy) return;
    setBusy(true);
    const res = await addToCart({ prodId: product.prodId, skuId: sku.skuId, count: quantity, shopId: product.shop.shopId }, lang);
    setBusy(false);
    if (failed(res)) return;
    toast.show(t('catalog.detail.addedToCart'), TOAST_MS, 'info');
    void revalidator.revalidate();
  }

  function onBuyNow() {
    if (!user) return popup.open();
    if (needSku() || !sku) return;
    const q = new URLSearchParams({ prodId: String(product.prodId), skuId: String(sku.skuId), prodCount: String(quantity), shopId: String(product.shop.shopId) });
    void navigate(`/submit-order?${q}`);
  }

  async function onFavourite() {
    if (!user) return popup.open();
    if (busy) return;
    setBusy(true);
    const res = fav?.collected ? await removeFavourites([product.prodId], lang) : await addFavourite(product.prodId, lang);
    setBusy(false);
    if (failed(res)) return;
    const next = fav?.collected
      ? { collected: false, collectCount: Math.max(0, (fav?.collectCount ?? 1) - 1) }
      : (res.data as CollectState);
    setFav(next);
    toast.show(t(next.collected ? 'catalog.detail.favourited' : 'catalog.detail.unfavourited'), TOAST_MS, 'info');
  }

  const price = sku?.price ?? product.price;
  const oriPrice = sku?.oriPrice ?? product.oriPrice;
  return (
    <div className="buybox">
      <h1 className="buybox__name">
        {product.shop.selfOperated && <span className="badge badge--red">{t('product.selfOperated')}</span>}
        {presaleSkuIds && presaleSkuIds.size > 0 && <span className="badge badge--presale" data-testid="presale-badge">{t('product.presale')}</span>}
        {product.prodName}
      </h1>
      {product.brief && <p className="buybox__brief">{product.brief}</p>}
      <div className="buybox__price">
        <span className="buybox__label">{t('product.price')}</span>
        <Price fen={discount ? specialPrice(price, discount) : price} oriFen={discount ? price : oriPrice} size="lg" />
        {!sku && product.skus.length > 1 && <span className="buybox__from">{t('catalog.detail.from')}</span>}
        <span className="buybox__sold">{t('product.sold', { count: product.soldNum })}</span>
      </div>
      {discount && <DiscountNote discount={discount} />}
      <div className="buybox__coupons">
        <span className="buybox__label">{t('coupon.popover.label')}</span>
        <CouponPopover prodId={product.prodId} />
      </div>
      <SkuSelector axes={product.specAxes} skus={product.skus} selection={selection} onChange={onSelection} presaleSkuIds={presaleSkuIds} />
      {sku && presaleSkuIds?.has(sku.skuId) && (
        <p className="buybox__presale" data-testid="buybox-presale-note">
          {t('catalog.detail.onPresale')} <a href="#presale-panel">{t('catalog.detail.toPresale')}</a>
        </p>
      )}
      {sku && (
        <p className="buybox__code">
          <span className="sku__name">{t('catalog.detail.skuCode')}</span>
          <span>{sku.skuCode}</span>
        </p>
      )}
      <QuantityInput value={quantity} stock={sku ? sku.stock : product.totalStock} onChange={setCount} />
      <div className="buybox__actions">
        <button type="button" className="btn btn--primary btn--lg buybox__buy" onClick={onBuyNow} disabled={!canBuy} aria-haspopup={user ? undefined : 'dialog'}>
          {t('catalog.detail.buyNow')}
        </button>
        <button
          type="button"
          className="btn btn--cart btn--lg buybox__cart"
          onClick={() => void onAddToCart()}
          disabled={busy || !canBuy}
          aria-haspopup={user ? undefined : 'dialog'}
        >
          <ShoppingCart size={18} aria-hidden="true" />
          {t('catalog.detail.addToCart')}
        </button>
        <Link to={`/inquiry?${new URLSearchParams({ prodId: String(product.prodId), ...(sku ? { skuId: String(sku.skuId) } : {}), count: String(quantity) })}`} className="btn btn--ghost btn--lg buybox__inquiry" rel="nofollow">
          {t('inquiry.askLink')}
        </Link>
        <button
          type="button"
          className={`btn btn--ghost btn--lg buybox__fav${fav?.collected ? ' is-on' : ''}`}
          aria-pressed={fav?.collected ?? false}
          onClick={() => void onFavourite()}
          disabled={busy}
          aria-haspopup={user ? undefined : 'dialog'}
        >
          <Heart size={18} aria-hidden="true" fill={fav?.collected ? 'currentColor' : 'none'} />
          {fav?.collected ? t('catalog.detail.favourited') : t('catalog.detail.favourite')}
          {fav && fav.collectCount > 0 && <span className="buybox__favcount">({fav.collectCount})</span>}
        </button>
      </div>
      <ul className="buybox__promises">
        <li>{t('catalog.detail.promiseGenuine')}</li>
        <li>{t('catalog.detail.promiseReturn')}</li>
        <li>{t('catalog.detail.promiseService')}</li>
      </ul>
      {/* phones (≤ 640 px, catalog.css): a fixed bar above the tab bar, as in Chinese mall apps; the buttons above hide */}
      <div className="buybar" role="group" aria-label={t('catalog.detail.barLabel')}>
        <Link to={`/shopIndex?sid=${product.shop.shopId}`} className="buybar__icon">
          <Store size={20} aria-hidden="true" />
          {t('catalog.detail.barShop')}
        </Link>
        <Link to={chatHref({ shopId: product.shop.shopId, prodId: product.prodId })} className="buybar__icon" rel="nofollow">
          <Headset size={20} aria-hidden="true" />
          {t('catalog.detail.barChat')}
        </Link>
        <Link to="/cart" className="buybar__icon" rel="nofollow">
          <ShoppingCart size={20} aria-hidden="true" />
          {t('catalog.detail.barCart')}
        </Link>
        <button type="button" className="buybar__btn buybar__btn--cart" onClick={() => void onAddToCart()} disabled={busy || !canBuy} aria-haspopup={user ? undefined : 'dialog'}>
          {t('catalog.detail.addToCart')}
        </button>
        <button type="button" className="buybar__btn buybar__btn--buy" onClick={onBuyNow} disabled={!canBuy} aria-haspopup={user ? undefined : 'dialog'}>
          {t('catalog.detail.buyNow')}
        </button>
      </div>
    </div>
  );
}
