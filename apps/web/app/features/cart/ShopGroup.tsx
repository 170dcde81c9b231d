// One shop of the cart: its check box (all its lines that can be chosen), name and badge, then its lines by the
// promotion they share, with the promotion's text.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Store } from 'lucide-react';
import { DISCOUNT_KIND, formatPrice, specialPrice, type ShopCart, type ShopCartItem } from '@mall/shared';
import { itemsOf, selectable, shownChecked } from './cart-model';
import { CartLine } from './CartLine';
import { CouponPopover } from '../coupon/CouponPopover';
import { ContactShop } from '../chat/ContactShop';
import { GiftLines } from '../bundle/GiftLines';
import { CartBundles } from './CartBundles';
import type { CartBundle } from '@mall/shared';

/** The unit price under a group's special discount (the same formula the checkout charges), or undefined. */
function specialOf(rule: ShopCart['shopCartItemDiscounts'][number]['chooseDiscountItemDto'], price: number): number | undefined {
  if (!rule?.special) return undefined;
  return specialPrice(price, { kind: rule.kind === 'percent' ? DISCOUNT_KIND.percent : DISCOUNT_KIND.amount, value: rule.value });
}

export function ShopGroup({
  group,
  pending,
  busy,
  onCheck,
  onQuantity,
  onDelete,
  onMove,
  bundleOps,
}: {
  /** the package lines' handlers (CartBundles) */
  bundleOps: { onCheck(b: CartBundle, checked: boolean): void; onQuantity(b: CartBundle, count: number): Promise<string | null>; onDelete(b: CartBundle): void };
  group: ShopCart;
  pending: ReadonlyMap<number, boolean>;
  busy: boolean;
  onCheck(items: ShopCartItem[], checked: boolean): void;
  onQuantity(item: ShopCartItem, count: number): Promise<string | null>;
  onDelete(basketId: number): void;
  onMove(basketId: number): void;
}) {
  const { t } = useTranslation();
  const choosable = itemsOf(group).filter(selectable);
  const all = choosable.length > 0 && choosable.every((i) => shownChecked(i, pending));
  return (
    <section className="cart-shop" aria-label={group.shopName}>
      <header className="cart-shop__head">
        <input
          type="checkbox"
          className="mcheck"
          checked={all}
          disabled={busy || choosable.length === 0}
          onChange={(e) => onCheck(choosable, e.target.checked)}
          aria-label={t('shopCart.selectShop', { name: group.shopName })}
        />
        <Store size={15} aria-hidden="true" className="cart-shop__icon" />
        {group.selfOperated && <span className="badge badge--red">{t('product.selfOperated')}</span>}
        <Link to={`/shopIndex?sid=${group.shopId}`} className="cart-shop__name">
          {group.shopName}
        </Link>
        <CouponPopover shopId={group.shopId} />
        <ContactShop shopId={group.shopId} className="cart-shop__chat" />
      </header>
      {group.shopCartItemDiscounts.map((d, i) => (
        <div key={d.chooseDiscountItemDto?.discountId ?? `plain-${i}`} className="cart-shop__group">
          {d.chooseDiscountItemDto && (
            <p className="cart-shop__promo">
              <span className="mtag mtag--red">{d.chooseDiscountItemDto.special ? t('discount.tag') : t('shopCart.promoTag')}</span>
              {d.chooseDiscountItemDto.special
                ? d.chooseDiscountItemDto.kind === 'amount'
                  ? t('discount.cart.amount', { amount: formatPrice(d.chooseDiscountItemDto.value) })
                  : t('discount.cart.percent', { n: d.chooseDiscountItemDto.value / 10, off: 100 - d.chooseDiscountItemDto.value })
                : d.chooseDiscountItemDto.kind === 'amount'
                ? t('shopCart.promoAmount', {
                    threshold: formatPrice(d.chooseDiscountItemDto.threshold),
                    value: formatPrice(d.chooseDiscountItemDto.value),
                  })
                : t('shopCart.promoPercent', {
                    threshold: formatPrice(d.chooseDiscountItemDto.threshold),
                    rate: d.chooseDiscountItemDto.value / 10,
                    off: 100 - d.chooseDiscountItemDto.value,
                  })}
              <span className="cart-shop__promo-name">{d.chooseDiscountItemDto.discountName}</span>
            </p>
          )}
          <ul className="cart-shop__lines">
            {d.shopCartItems.map((item) => (
              <CartLine
                key={item.basketId}
                item={item}
                checked={shownChecked(item, pending)}
                busy={busy}
                onCheck={(checked) => onCheck([item], checked)}
                onQuantity={(count) => onQuantity(item, count)}
                onDelete={() => onDelete(item.basketId)}
                onMove={() => onMove(item.basketId)}
                special={specialOf(d.chooseDiscountItemDto, item.price)}
              />
            ))}
          </ul>
        </div>
      ))}
      <CartBundles bundles={group.bundles} pending={pending} busy={busy} {...bundleOps} />
      <GiftLines gifts={group.gifts} />
    </section>
  );
}
