// /group-buy/confirm-order (token needed, SPEC §6): opening or joining a group. The delivery address, the item at
// its group price with the message to the merchant, the totals, and the usual submit (POST /p/order/submit) →
// /payment. A refusal (not started, ended, group full or closed, joined already) is shown in place of the order.
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { formatPrice } from '@mall/shared';
import { Price } from '../../components/Price';
import { useToast } from '../../components/Toast';
import { API_TOAST_MS } from '../../components/use-api-error-toast';
import { clientApi } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-error';
import { paymentHref } from '../order/api';
import { AddressChoice } from '../order/submit/AddressChoice';
import { remarksRule } from '../order/submit/checkout-rules';
import { ShopOrderSection } from '../order/submit/ShopOrderSection';
import type { SubmitAnswer } from '@mall/shared';
import type { GroupCheckout } from './group-buy.server';
import '../address/address.css';
import '../order/order.css';
import '../flash-sale/flash-sale.css';

export function ConfirmGroupPage({ data }: { data: GroupCheckout }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [remarks, setRemarks] = useState('');
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const back = data.prodId ? `/detail/${data.prodId}${data.groupId ? `?groupId=${data.groupId}` : ''}` : '/group-buy';
  const title = data.groupId ? t('groupBuy.confirm.joinTitle') : t('groupBuy.confirm.openTitle');

  if (!data.confirm) {
    return (
      <div className="container co">
        <h1 className="co__title">{title}</h1>
        <section className="co-sec co-problem" role="alert">
          <CircleAlert size={40} strokeWidth={1.5} aria-hidden="true" />
          <p>{data.error ?? t('error.server')}</p>
          <Link to={back} className="btn btn--primary">{t('groupBuy.confirm.back')}</Link>
        </section>
      </div>
    );
  }
  const confirm = data.confirm;
  const shop = confirm.shopOrders[0]!;
  const addr = confirm.userAddr;
  const remarkKey = remarksRule(remarks);

  function chooseAddress(addrId: number) {
    const next = new URLSearchParams(params);
    next.set('addrId', String(addrId));
    void navigate(`?${next}`, { replace: true, preventScrollReset: true });
  }

  async function submit() {
    if (busy.current) return toast.show(t('order.submitRepeated'), API_TOAST_MS);
    if (remarkKey) return;
    if (confirm.needAddress && !addr) return toast.show(t('order.addressRequired'), API_TOAST_MS);
    busy.current = true;
    setPending(true);
    const text = remarks.trim();
    const body = { submitToken: confirm.submitToken, remarks: text ? [{ shopId: shop.shopId, remarks: text }] : [] };
    const res = await clientApi<SubmitAnswer>('/p/order/submit', { method: 'POST', body, lang: i18n.language });
    if (res.status === 200) {
      await navigate(paymentHref(res.data.orderNumbers));
      return;
    }
    busy.current = false;
    setPending(false);
    const message = apiErrorMessage(res, t);
    if (message) toast.show(message, API_TOAST_MS, res.status >= 500 ? 'error' : 'warning');
  }

  return (
    <div className="container co">
      <h1 className="co__title">{title}</h1>
      {confirm.needAddress && (
        <section className="co-sec" id="co-address" aria-labelledby="co-address-title">
          <h2 id="co-address-title" className="co-sec__title">{t('orders.checkout.address')}</h2>
          <AddressChoice
            addresses={data.addresses}
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
      <section className="co-sec" aria-labelledby="co-goods-title">
        <h2 id="co-goods-title" className="co-sec__title">{t('groupBuy.confirm.goods')}</h2>
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
        </dl>
        <div className="co-sum__pay">
          <p className="co-sum__total">
            {t('orders.price.payable')}
            <Price fen={confirm.actualTotal} size="lg" />
          </p>
          <p className="fs-paynote">{t('groupBuy.confirm.payNote')}</p>
        </div>
        <div className="co-sum__act">
          <Link to={back} className="mlink">{t('groupBuy.confirm.back')}</Link>
          <button type="button" className="btn btn--primary co-sum__submit" onClick={() => void submit()} aria-disabled={pending || undefined}>
            {pending ? t('groupBuy.confirm.submitting') : t('groupBuy.confirm.submit')}
          </button>
        </div>
      </section>
    </div>
  );
}
