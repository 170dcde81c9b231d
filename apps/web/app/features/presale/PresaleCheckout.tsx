// /presale/confirm-order (token needed): the deposit (or full-payment) checkout of a pre-sale, or the balance checkout
// of one of the buyer's pre-sale orders, on the shared PromotionCheckout; the rule for an unpaid balance is shown
// before paying. Submitted by POST /p/presale/submit, then the usual payment page.
import { useTranslation } from 'react-i18next';
import { formatPrice, PRESALE_MODE } from '@mall/shared';
import { PromotionCheckout } from '../order/submit/PromotionCheckout';
import { submitPresale } from './api';
import type { PresaleCheckoutData } from './presale.server';
import './presale.css';

export function PresaleCheckout({ data }: { data: PresaleCheckoutData }) {
  const { t } = useTranslation();
  const p = data.presale;
  const balance = !!data.presaleOrderId;
  const deposit = !balance && p?.mode === PRESALE_MODE.deposit;
  const texts = {
    title: balance ? t('presale.checkout.titleBalance') : deposit ? t('presale.checkout.titleDeposit') : t('presale.checkout.titleFull'),
    goods: t('presale.checkout.goods'),
    payNote: balance ? t('presale.checkout.payNoteBalance') : deposit ? t('presale.checkout.payNoteDeposit') : t('presale.checkout.payNoteFull'),
    back: t('presale.checkout.back'),
    submit: balance ? t('presale.checkout.submitBalance') : deposit ? t('presale.checkout.submitDeposit') : t('presale.checkout.submitFull'),
    submitting: t('presale.checkout.submitting'),
  };
  const extra = deposit && p ? (
    <section className="co-sec" aria-label={t('presale.checkout.ruleTitle')}>
      <p className="ps-co-rule" role="note" data-testid="presale-rule">
        {t('presale.checkout.depositLine', { deposit: formatPrice(p.deposit * data.count), value: formatPrice(p.deductValue * data.count), balance: formatPrice(p.balance * data.count) })}{' '}
        {t('presale.panel.rule', { value: formatPrice(p.deductValue), deposit: formatPrice(p.deposit) })}
      </p>
    </section>
  ) : undefined;
  return (
    <PromotionCheckout
      confirm={data.confirm}
      addresses={data.addresses}
      error={data.error}
      back={data.prodId ? `/detail/${data.prodId}` : '/user-center'}
      texts={texts}
      submitOrder={submitPresale}
      extra={extra}
    />
  );
}
