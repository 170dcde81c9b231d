// The checkout of one item bought under an activity (flash sale, group buy): the delivery address, the item at the
// activity's price with the message to the merchant, the totals, and the submit → /payment. A refusal by the
// confirm (not started, ended, sold out, group full...) is shown in place of the order. The activity's page gives
// the texts, the way back and its submit call.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { formatPrice, type ConfirmAnswer, type SubmitAnswer, type SubmitBody, type UserAddress } from '@mall/shared';
import { Price } from '../../../components/Price';
import { useToast } from '../../../components/Toast';
import { API_TOAST_MS } from '../../../components/use-api-error-toast';
import { apiErrorMessage } from '../../../lib/api-error';
import type { ApiResult } from '../../../lib/context';
import { paymentHref } from '../api';
import { AddressChoice } from './AddressChoice';
import { remarksRule } from './checkout-rules';
import { ShopOrderSection } from './ShopOrderSection';
import '../../address/address.css';
import '../order.css';

export interface PromotionCheckoutTexts {
  title: string;
  goods: string;
  payNote: string;
  back: string;
  submit: string;
  submitting: string;
}

export function PromotionCheckout({ confirm, addresses, error, back, texts, submitOrder, resumeOrder, notice, extra, summaryRows, doneHref }: {
  confirm: ConfirmAnswer | null;
  addresses: UserAddress[];
  /** the API's localized refusal when there is no confirm */
  error: string | null;
  back: string;
  texts: PromotionCheckoutTexts;
  submitOrder: (body: SubmitBody, lang: string) => Promise<ApiResult<SubmitAnswer>>;
  /** an order placed before this page opened and still being made (a queued flash-sale win): awaited on open as a
   * submit is, the button busy meanwhile */
  resumeOrder?: (lang: string) => Promise<ApiResult<SubmitAnswer>>;
  /** shown above the checkout (and above a refusal): what the buyer already has of this activity */
  notice?: ReactNode;
  /** shown between the address and the goods (the points mall: the quantity) */
  extra?: ReactNode;
  /** more rows of the summary after the freight (the points mall: the points) */
  summaryRows?: ReactNode;
  /** where a placed order goes; default the payment page (a points-only order is paid already) */
  doneHref?: (placed: SubmitAnswer) => string;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [remarks, setRemarks] = useState('');
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const open = useRef(true);

  /** Runs one placing call with the button busy: its order → the next page; its refusal → a toast. Nothing once
   * the buyer has left the page (a win can take seconds to become its order). */
  async function place(call: () => Promise<ApiResult<SubmitAnswer>>) {
    busy.current = true;
    setPending(true);
    const res = await call();
    if (!open.current) return;
    if (res.status === 200) {
      await navigate(doneHref ? doneHref(res.data) : paymentHref(res.data.orderNumbers));
      return;
    }
    busy.current = false;
    setPending(false);
    const message = apiErrorMessage(res, t);
    if (message) toast.show(message, API_TOAST_MS, res.status >= 500 ? 'error' : 'warning');
  }

  useEffect(() => {
    open.current = true;
    if (resumeOrder && !busy.current) void place(() => resumeOrder(i18n.language));
    // once, on open: the order being made when the page opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => {
    open.current = false;
  }, []);

  if (!confirm) {
    return (
      <div className="container co">
        <h1 className="co__title">{texts.title}</h1>
        {notice}
        <section className="co-sec co-problem" role="alert">
          <CircleAlert size={40} strokeWidth={1.5} aria-hidden="true" />
          <p>{error ?? t('error.server')}</p>
          <Link to={back} className="btn btn--primary">{texts.back}</Link>
        </section>
      </div>
    );
  }
  const shop = confirm.shopOrders[0]!;
  const addr = confirm.userAddr;
  const remarkKey = remarksRule(remarks);

  function chooseAddress(addrId: number) {
    const next = new URLSearchParams(params);
    next.set('addrId', String(addrId));
    void navigate(`?${next}`, { replace: true, preventScrollReset: true });
  }

  async function submit(c: ConfirmAnswer) {
    if (busy.current) return toast.show(t('order.submitRepeated'), API_TOAST_MS);
    if (remarkKey) return;
    if (c.needAddress && !addr) return toast.show(t('order.addressRequired'), API_TOAST_MS);
    const text = remarks.trim();
    await place(() => submitOrder({ submitToken: c.submitToken, remarks: text ? [{ shopId: shop.shopId, remarks: text }] : [] }, i18n.language));
  }

  return (
    <div className="container co">
      <h1 className="co__title">{texts.title}</h1>
      {notice}
      {confirm.needAddress && (
        <section className="co-sec" id="co-address" aria-labelledby="co-address-title">
          <h2 id="co-address-title" className="co-sec__title">{t('orders.checkout.address')}</h2>
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
      )}
      {extra}
      <section className="co-sec" aria-labelledby="co-goods-title">
        <h2 id="co-goods-title" className="co-sec__title">{texts.goods}</h2>
        <ShopOrderSection shop={shop} remarks={remarks} error={remarkKey ? t(remarkKey) : null} onRemarks={setRemarks} />
      </section>
      <section className="co-sum" aria-labelledby="co-sum-title">
        <h2 id="co-sum-title" className="sr-only">{t('orders.checkout.summary')}</h2>
        <dl className="co-sum__rows">
          <div>
            <dt>{t('orders.price.goods', { count: confirm.totalCount })}</dt>
            <dd>{formatPrice(confirm.productTotal)}</dd>
          </div>
          <div>
            <dt>{t('orders.price.freight')}</dt>
            <dd>{formatPrice(confirm.freight)}</dd>
          </div>
          {summaryRows}
        </dl>
        <div className="co-sum__pay">
          <p className="co-sum__total">
            {t('orders.price.payable')}
            <Price fen={confirm.actualTotal} size="lg" />
          </p>
          <p className="co-sum__note">{texts.payNote}</p>
        </div>
        <div className="co-sum__act">
          <Link to={back} className="mlink">{texts.back}</Link>
          <button type="button" className="btn btn--primary co-sum__submit" onClick={() => void submit(confirm)} aria-disabled={pending || undefined}>
            {pending ? texts.submitting : texts.submit}
          </button>
        </div>
      </section>
    </div>
  );
}
