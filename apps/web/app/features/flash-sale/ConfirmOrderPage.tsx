// /secdetail/confirm-order (SPEC §2; token needed): the seckill order's checkout (PromotionCheckout), submitted by
// POST /p/seckill/submit; a refusal (not started, ended, sold out, limit, too busy) is shown in place of the order.
import { useTranslation } from 'react-i18next';
import { PromotionCheckout } from '../order/submit/PromotionCheckout';
import { submitSeckill } from './api';
import type { SeckillCheckout } from './flash-sale.server';

export function ConfirmOrderPage({ data }: { data: SeckillCheckout }) {
  const { t } = useTranslation();
  const texts = {
    title: t('flashSale.confirm.title'),
    goods: t('flashSale.confirm.goods'),
    payNote: t('flashSale.confirm.payNote'),
    back: t('flashSale.confirm.backToItem'),
    submit: t('flashSale.confirm.submit'),
    submitting: t('flashSale.confirm.submitting'),
  };
  return <PromotionCheckout confirm={data.confirm} addresses={data.addresses} error={data.error} back={`/secdetail/${data.seckillId}`} texts={texts} submitOrder={submitSeckill} />;
}
