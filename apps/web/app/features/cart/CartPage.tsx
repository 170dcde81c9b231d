// /cart (SPEC §2, §3): the cart grouped by shop and by the promotion its lines share; choose all / a shop / a line,
// change quantities, delete or move to favourites (one line or the chosen ones), the live totals of the chosen
// lines (totalPay's finalMoney) and the checkout with their basket ids. Every change reloads the loaders, so the
// totals and the header's cart count follow.
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShoppingCart } from 'lucide-react';
import type { CartBundle, ShopCartItem } from '@mall/shared';
import { formatPrice } from '@mall/shared';
import { Price } from '../../components/Price';
import { useToast } from '../../components/Toast';
import { API_TOAST_MS, useApiErrorToast } from '../../components/use-api-error-toast';
import { apiErrorMessage } from '../../lib/api-error';
import { ConfirmDialog } from '../order/ui/Modal';
import { EmptyState } from '../order/ui/FormRow';
import { checkBundles, checkItems, deleteBundles, deleteItems, moveToCollection, setBundleCount, setItemCount } from './api';
import type { CartData } from './cart.server';
import { allBundles, allItems, bundleSelectable, bundleTotal, selectable, shownChecked, splitInvalid } from './cart-model';
import { CartLine } from './CartLine';
import { ShopGroup } from './ShopGroup';
import './cart.css';

const INFO_MS = 1800;

export function CartPage({ data }: { data: CartData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const toast = useToast();
  const failed = useApiErrorToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<number[] | null>(null);
  // check box choices on their way to the cart, shown at once; forgotten when the cart's answer arrives
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [seen, setSeen] = useState(data);
  if (seen !== data) {
    setSeen(data);
    setPending(new Map());
  }

  const { groups, invalid } = splitInvalid(data.groups);
  const items = allItems(data.groups);
  const choosable = items.filter(selectable);
  const chosen = choosable.filter((i) => shownChecked(i, pending));
  // packages: their pending choices are keyed by -cartBundleId beside the lines' basket ids
  const bundles = allBundles(data.groups);
  const choosableBundles = bundles.filter(bundleSelectable);
  const chosenBundles = choosableBundles.filter((b) => pending.get(-b.cartBundleId) ?? b.checked);
  const packs = bundleTotal(bundles, pending);
  const allChosen = choosable.length + choosableBundles.length > 0 && chosen.length === choosable.length && chosenBundles.length === choosableBundles.length;
  const loading = revalidator.state === 'loading';

  async function run(fn: () => Promise<boolean>) {
    if (busy) return;
    setBusy(true);
    try {
      if (await fn()) await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  function checkPacks(list: CartBundle[], checked: boolean) {
    const ids = list.filter(bundleSelectable).map((b) => b.cartBundleId);
    if (ids.length === 0) return;
    setPending((cur) => new Map([...cur, ...ids.map((id) => [-id, checked] as const)]));
    void run(async () => {
      const res = await checkBundles(ids, checked, lang);
      if (failed(res)) setPending(new Map());
      return true;
    });
  }

  const bundleOps = {
    onCheck: (b: CartBundle, checked: boolean) => checkPacks([b], checked),
    onQuantity: async (b: CartBundle, count: number): Promise<string | null> => {
      const res = await setBundleCount(b.cartBundleId, count, lang);
      const message = apiErrorMessage(res, t);
      if (message) return message;
      await revalidator.revalidate();
      return null;
    },
    onDelete: (b: CartBundle) =>
      void run(async () => {
        const res = await deleteBundles([b.cartBundleId], lang);
        if (failed(res)) return false;
        toast.show(t('shopCart.deleted'), INFO_MS, 'info');
        return true;
      }),
  };

  function checkAll(checked: boolean) {
    check(choosable, checked);
    checkPacks(choosableBundles, checked);
  }

  function check(list: ShopCartItem[], checked: boolean) {
    const ids = list.filter(selectable).map((i) => i.basketId);
    if (ids.length === 0) return;
    setPending((cur) => new Map([...cur, ...ids.map((id) => [id, checked] as const)]));
    void run(async () => {
      const res = await checkItems(ids, checked, lang);
      if (failed(res)) setPending(new Map());
      return true;
    });
  }

  async function quantity(item: ShopCartItem, count: number): Promise<string | null> {
    const res = await setItemCount(item.basketId, count, lang);
    const message = apiErrorMessage(res, t);
    if (message) return message;
    await revalidator.revalidate();
    return null;
  }

  function remove(ids: number[]) {
    void run(async () => {
      const res = await deleteItems(ids, lang);
      setAsking(null);
      if (failed(res)) return false;
      toast.show(t('shopCart.deleted'), INFO_MS, 'info');
      return true;
    });
  }

  function move(ids: number[]) {
    void run(async () => {
      const res = await moveToCollection(ids, lang);
      if (failed(res)) return false;
      const moved = res.data.moved;
      toast.show(
        moved === ids.length ? t('shopCart.moved') : t('shopCart.movedSome', { count: moved }),
        API_TOAST_MS,
        'info',
      );
      return moved > 0;
    });
  }

  function chosenOrWarn(): number[] | null {
    const ids = chosen.map((i) => i.basketId);
    if (ids.length === 0) {
      toast.show(t('order.nothingSelected'), API_TOAST_MS);
      return null;
    }
    return ids;
  }

  function checkout() {
    if (chosen.length === 0 && chosenBundles.length > 0) {
      void navigate(`/submit-order?cartBundleIds=${chosenBundles.map((b) => b.cartBundleId).join(',')}`);
      return;
    }
    const ids = chosenOrWarn();
    if (!ids) return;
    const short = chosen.find((i) => i.stockState === 'short');
    if (short) {
      toast.show(`${t('cart.insufficientStock')}: ${short.prodName}`, API_TOAST_MS);
      return;
    }
    const packIds = chosenBundles.map((b) => b.cartBundleId).join(',');
    void navigate(`/submit-order?basketIds=${ids.join(',')}${packIds ? `&cartBundleIds=${packIds}` : ''}`);
  }

  if (items.length === 0 && bundles.length === 0) {
    return (
      <div className="container cart">
        <h1 className="cart__title">{t('shopCart.title')}</h1>
        <section className="cart__card">
          <EmptyState icon={<ShoppingCart size={44} strokeWidth={1.4} />} title={t('shopCart.empty')}>
            <p>{t('shopCart.emptyHint')}</p>
            <Link to="/" className="btn btn--primary">
              {t('shopCart.goShopping')}
            </Link>
          </EmptyState>
        </section>
      </div>
    );
  }

  return (
    <div className="container cart">
      <h1 className="cart__title">
        {t('shopCart.title')}
        <span className="cart__count">{t('shopCart.all', { count: items.length + bundles.length })}</span>
      </h1>
      <div className="cart__thead">
        <label className="cart__all">
          <input
            type="checkbox"
            className="mcheck"
            checked={allChosen}
            disabled={busy || choosable.length + choosableBundles.length === 0}
            onChange={(e) => checkAll(e.target.checked)}
          />
          {t('shopCart.selectAll')}
        </label>
        <span className="cart__col-goods">{t('shopCart.colGoods')}</span>
        <span className="cart__col">{t('shopCart.colPrice')}</span>
        <span className="cart__col">{t('shopCart.colQty')}</span>
        <span className="cart__col">{t('shopCart.colSubtotal')}</span>
        <span className="cart__col">{t('shopCart.colOps')}</span>
      </div>

      {groups.map((g) => (
        <ShopGroup
          key={g.shopId}
          group={g}
          pending={pending}
          busy={busy}
          onCheck={check}
          onQuantity={quantity}
          onDelete={(id) => setAsking([id])}
          onMove={(id) => move([id])}
          bundleOps={bundleOps}
        />
      ))}

      {invalid.length > 0 && (
        <section
          className="cart-shop cart-shop--invalid"
          aria-label={t('shopCart.invalidTitle', { count: invalid.length })}
        >
          <header className="cart-shop__head">
            <strong>{t('shopCart.invalidTitle', { count: invalid.length })}</strong>
            <button
              type="button"
              className="mlink"
              onClick={() => setAsking(invalid.map((i) => i.basketId))}
              disabled={busy}
            >
              {t('shopCart.clearInvalid')}
            </button>
          </header>
          <ul className="cart-shop__lines">
            {invalid.map((item) => (
              <CartLine
                key={item.basketId}
                item={item}
                checked={false}
                busy={busy}
                onCheck={() => undefined}
                onQuantity={async () => null}
                onDelete={() => setAsking([item.basketId])}
                onMove={() => undefined}
              />
            ))}
          </ul>
        </section>
      )}

      <div className="cart-bar" role="region" aria-label={t('shopCart.summary')}>
        <label className="cart__all">
          <input
            type="checkbox"
            className="mcheck"
            checked={allChosen}
            disabled={busy || choosable.length + choosableBundles.length === 0}
            onChange={(e) => checkAll(e.target.checked)}
          />
          {t('shopCart.selectAll')}
        </label>
        <button
          type="button"
          className="mlink cart-bar__op"
          disabled={busy}
          onClick={() => {
            const ids = chosenOrWarn();
            if (ids) setAsking(ids);
          }}
        >
          {t('shopCart.deleteSelected')}
        </button>
        <button
          type="button"
          className="mlink cart-bar__op"
          disabled={busy}
          onClick={() => {
            const ids = chosenOrWarn();
            if (ids) move(ids);
          }}
        >
          {t('shopCart.moveToFav')}
        </button>
        <div className={`cart-bar__sum${loading ? ' is-loading' : ''}`} aria-live="polite" aria-busy={loading}>
          <span className="cart-bar__chosen">{t('shopCart.selected', { count: data.total.count + packs.count })}</span>
          <span className="cart-bar__total">
            {t('shopCart.total')}
            <Price fen={data.total.finalMoney + packs.money} size="lg" />
            <span className="cart-bar__excl">{t('shopCart.exclShipping')}</span>
          </span>
          {data.total.subtractMoney > 0 && (
            <span className="cart-bar__saved">
              {t('shopCart.saved', { amount: formatPrice(data.total.subtractMoney) })}
            </span>
          )}
          {(data.total.memberMoney ?? 0) > 0 && (
            <span className="cart-bar__saved" data-testid="cart-member-price">
              {t('membership.memberSaved', { amount: formatPrice(data.total.memberMoney ?? 0) })}
            </span>
          )}
        </div>
        <button
          type="button"
          className="btn btn--primary cart-bar__go"
          onClick={checkout}
          disabled={busy || chosen.length + chosenBundles.length === 0}
        >
          {t('shopCart.checkout')}
        </button>
      </div>

      {asking && (
        <ConfirmDialog
          title={t('shopCart.confirmDeleteTitle')}
          text={t('shopCart.confirmDelete', { count: asking.length })}
          confirmLabel={t('shopCart.delete')}
          busy={busy}
          onConfirm={() => remove(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
