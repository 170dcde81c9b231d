// /submit-order (SPEC §2): check and place the order — delivery address (priced by the confirm: choosing another
// one asks for a new preview and token through ?addrId=), one section per shop with its message to the merchant,
// the coupons (?couponIds=), the points (?usePoints=), the invoice, the totals, and the submit with the one-time token (one order per shop), then /payment.
import { useRef, useState } from 'react';
import { Link, useNavigate, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { formatPrice, maskMobile, type ConfirmAnswer, type InvoiceTitleView, type MessageKey, type UserAddress } from '@mall/shared';
import { Price } from '../../../components/Price';
import { useToast } from '../../../components/Toast';
import { API_TOAST_MS } from '../../../components/use-api-error-toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { keyOfCode } from '../../account/form';
import { AddressText } from '../../address/AddressCard';
import { paymentHref, submitOrder } from '../api';
import type { CheckoutData } from '../checkout.server';
import { AddressChoice } from './AddressChoice';
import { ShopOrderSection } from './ShopOrderSection';
import { CouponPicker } from './CouponPicker';
import { offersPoints, PointsPicker } from './PointsPicker';
import { InvoiceForm, initialInvoice, type InvoiceState } from './InvoiceForm';
import { invoiceErrors, invoicePayload, remarksRule, type InvoiceField } from './checkout-rules';
import { selectionKey, tryLock, unlock } from './submit-lock';
import '../../address/address.css';
import '../order.css';

/** API refusals after which the preview is asked for again (new prices, new token). */
const RECONFIRM: MessageKey[] = [
  'order.priceChanged',
  'order.confirmExpired',
  'cart.insufficientStock',
  'cart.prodUnavailable',
  'coupon.used',
  'points.insufficient',
];

export function SubmitOrderPage({ data }: { data: CheckoutData }) {
  const { t } = useTranslation();
  if (!data.confirm) {
    const text = data.error?.key ? t(data.error.key) : (data.error?.message ?? t('error.server'));
    return (
      <div className="container co">
        <h1 className="co__title">{t('orders.checkout.title')}</h1>
        <section className="co-sec co-problem" role="alert">
          <CircleAlert size={40} strokeWidth={1.5} aria-hidden="true" />
          <p>{text}</p>
          <Link to="/cart" className="btn btn--primary">
            {t('orders.checkout.backToCart')}
          </Link>
        </section>
      </div>
    );
  }
  return <Checkout confirm={data.confirm} addresses={data.addresses} pointsError={data.pointsError ?? null} titles={data.invoiceTitles ?? []} />;
}

function Checkout({ confirm, addresses, pointsError, titles }: { confirm: ConfirmAnswer; addresses: UserAddress[]; pointsError: string | null; titles: InvoiceTitleView[] }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const [remarkErrors, setRemarkErrors] = useState<Record<number, string>>({});
  const [invoice, setInvoice] = useState<InvoiceState>(() => initialInvoice(titles));
  const [invErrors, setInvErrors] = useState<Partial<Record<InvoiceField, string>>>({});
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const page = useRef<HTMLDivElement>(null);
  const repricing = navigation.state === 'loading' || revalidator.state === 'loading';
  const addr = confirm.userAddr;
  const rawPoints = params.get('usePoints');
  const askedPoints = rawPoints !== null && /^\d{1,9}$/.test(rawPoints.trim()) ? Number(rawPoints.trim()) : null;

  function chooseAddress(addrId: number) {
    const next = new URLSearchParams(params);
    next.set('addrId', String(addrId));
    void navigate(`?${next}`, { replace: true, preventScrollReset: true });
  }

  /** Another coupon choice: a new preview for these userCouponIds (none: an empty list). */
  function chooseCoupons(ids: number[]) {
    const next = new URLSearchParams(params);
    next.set('couponIds', ids.join(','));
    void navigate(`?${next}`, { replace: true, preventScrollReset: true });
  }

  /** Other points to deduct (0: none): a new preview through ?usePoints=. */
  function choosePoints(points: number) {
    const next = new URLSearchParams(params);
    if (points > 0) next.set('usePoints', String(points));
    else next.delete('usePoints');
    void navigate(`?${next}`, { replace: true, preventScrollReset: true });
  }

  function remarksChange(shopId: number, value: string) {
    setRemarks((cur) => ({ ...cur, [shopId]: value }));
    const key = remarksRule(value);
    setRemarkErrors((cur) => {
      const { [shopId]: _old, ...rest } = cur;
      return key ? { ...rest, [shopId]: t(key) } : rest;
    });
  }

  function invoiceChange(next: InvoiceState, field: InvoiceField) {
    setInvoice(next);
    if (field === 'type') return setInvErrors({});
    const payload = invoicePayload(next.choice, next.title, next.taxNumber);
    if (invErrors[field] && payload && !invoiceErrors(payload)[field]) {
      setInvErrors(({ [field]: _gone, ...rest }) => rest);
    }
  }

  /** The page's rules; answers false (errors shown, first one focused) when something is wrong. */
  function check(): boolean {
    const rErrors: Record<number, string> = {};
    for (const s of confirm.shopOrders) {
      const key = remarksRule(remarks[s.shopId] ?? '');
      if (key) rErrors[s.shopId] = t(key);
    }
    const payload = invoicePayload(invoice.choice, invoice.title, invoice.taxNumber);
    const iKeys = payload ? invoiceErrors(payload) : {};
    const iErrors = Object.fromEntries(Object.entries(iKeys).map(([f, k]) => [f, t(k)]));
    setRemarkErrors(rErrors);
    setInvErrors(iErrors);
    if (Object.keys(rErrors).length || Object.keys(iErrors).length) {
      requestAnimationFrame(() => page.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return false;
    }
    if (confirm.needAddress && !addr) {
      toast.show(t('order.addressRequired'), API_TOAST_MS);
      page.current?.querySelector('#co-address')?.scrollIntoView?.({ block: 'center' });
      return false;
    }
    return true;
  }

  async function submit() {
    if (busy.current) {
      toast.show(t('order.submitRepeated'), API_TOAST_MS);
      return;
    }
    if (repricing || !check()) return;
    const key = selectionKey(confirm);
    if (!tryLock(key)) {
      toast.show(t('order.submitRepeated'), API_TOAST_MS);
      return;
    }
    busy.current = true;
    setPending(true);
    const res = await submitOrder(
      {
        submitToken: confirm.submitToken,
        remarks: confirm.shopOrders
          .map((s) => ({ shopId: s.shopId, remarks: (remarks[s.shopId] ?? '').trim() }))
          .filter((r) => r.remarks !== ''),
        invoice: invoicePayload(invoice.choice, invoice.title, invoice.taxNumber),
      },
      i18n.language,
    );
    if (res.status === 200) {
      // placed: stay locked while leaving for the payment page; the header's cart count is reloaded after
      await navigate(paymentHref(res.data.orderNumbers));
      void revalidator.revalidate();
      return;
    }
    unlock(key);
    busy.current = false;
    setPending(false);
    const code = keyOfCode((res.data as { code?: unknown } | null)?.code);
    // the lines were ordered meanwhile by another submit (another tab): that is a second submit of the same order
    const message = code === 'cart.itemNotFound' ? t('order.submitRepeated') : apiErrorMessage(res, t);
    if (message) toast.show(message, API_TOAST_MS, res.status >= 500 ? 'error' : 'warning');
    if (code && RECONFIRM.includes(code)) void revalidator.revalidate();
  }

  return (
    <div className="container co" ref={page}>
      <h1 className="co__title">{t('orders.checkout.title')}</h1>

      {confirm.needAddress ? (
        <section className="co-sec" id="co-address" aria-labelledby="co-address-title">
          <h2 id="co-address-title" className="co-sec__title">
            {t('orders.checkout.address')}
          </h2>
          <AddressChoice
            addresses={addresses}
            chosen={addr?.addrId ?? null}
            disabled={pending}
            onChoose={chooseAddress}
            onAdded={(addrId) => {
              toast.show(t('addrBook.saved'), 1800, 'info');
              chooseAddress(addrId);
            }}
          />
        </section>
      ) : (
        <section className="co-sec" aria-labelledby="co-address-title">
          <h2 id="co-address-title" className="co-sec__title">
            {t('orders.checkout.address')}
          </h2>
          <p className="co-muted">{t('orders.checkout.virtualOnly')}</p>
        </section>
      )}

      <section className="co-sec" aria-labelledby="co-goods-title">
        <h2 id="co-goods-title" className="co-sec__title">
          {t('orders.checkout.goods')}
          {confirm.shopOrders.length > 1 && (
            <span className="co-sec__note">{t('orders.checkout.splitNote', { count: confirm.shopOrders.length })}</span>
          )}
        </h2>
        {confirm.shopOrders.map((shop) => (
          <ShopOrderSection
            key={shop.shopId}
            shop={shop}
            remarks={remarks[shop.shopId] ?? ''}
            error={remarkErrors[shop.shopId] ?? null}
            onRemarks={(v) => remarksChange(shop.shopId, v)}
          />
        ))}
      </section>

      {confirm.coupons && (
        <section className="co-sec" aria-labelledby="co-coupon-title">
          <h2 id="co-coupon-title" className="co-sec__title">
            {t('coupon.picker.title')}
          </h2>
          <CouponPicker coupons={confirm.coupons} shops={confirm.shopOrders} disabled={pending || repricing} onChoose={chooseCoupons} />
        </section>
      )}

      {confirm.points && (offersPoints(confirm.points) || pointsError) && (
        <section className="co-sec" aria-labelledby="co-points-title">
          <h2 id="co-points-title" className="co-sec__title">
            {t('orders.points.title')}
          </h2>
          <PointsPicker
            key={`${askedPoints}:${pointsError ?? ''}`}
            points={confirm.points}
            asked={askedPoints}
            error={pointsError}
            disabled={pending || repricing}
            onUse={choosePoints}
          />
        </section>
      )}

      <section className="co-sec" aria-labelledby="co-invoice-title">
        <h2 id="co-invoice-title" className="co-sec__title">
          {t('orders.invoice.title')}
        </h2>
        <InvoiceForm value={invoice} errors={invErrors} onChange={invoiceChange} titles={titles} />
      </section>

      <section
        className={`co-sum${repricing ? ' is-loading' : ''}`}
        aria-labelledby="co-sum-title"
        aria-busy={repricing}
      >
        <h2 id="co-sum-title" className="sr-only">
          {t('orders.checkout.summary')}
        </h2>
        <dl className="co-sum__rows">
          <div>
            <dt>{t('orders.price.goods', { count: confirm.totalCount })}</dt>
            <dd>{formatPrice(confirm.productTotal)}</dd>
          </div>
          <div>
            <dt>{t('orders.price.freight')}</dt>
            <dd>{formatPrice(confirm.freight)}</dd>
          </div>
          <div>
            <dt>{t('orders.price.discount')}</dt>
            <dd>-{formatPrice(confirm.discount)}</dd>
          </div>
          {confirm.points && confirm.points.used > 0 && (
            <div>
              <dt>{t('orders.points.summary', { points: confirm.points.used })}</dt>
              <dd>-{formatPrice(confirm.points.deduction)}</dd>
            </div>
          )}
        </dl>
        <div className="co-sum__pay">
          <p className="co-sum__total">
            {t('orders.price.payable')}
            <Price fen={confirm.actualTotal} size="lg" />
          </p>
          {addr && (
            <p className="co-sum__to">
              <span>
                {t('orders.checkout.shipTo')}
                <AddressText address={addr} />
              </span>
              <span>
                {t('orders.checkout.receiver')}
                {addr.receiver} {maskMobile(addr.mobile)}
              </span>
            </p>
          )}
        </div>
        <div className="co-sum__act">
          <Link to="/cart" className="mlink">
            {t('orders.checkout.backToCart')}
          </Link>
          <button
            type="button"
            className="btn btn--primary co-sum__submit"
            onClick={() => void submit()}
            aria-disabled={pending || repricing || undefined}
          >
            {pending ? t('orders.checkout.submitting') : t('orders.checkout.submit')}
          </button>
        </div>
      </section>
    </div>
  );
}
