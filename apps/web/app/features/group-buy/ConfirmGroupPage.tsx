// /group-buy/confirm-order (token needed, SPEC §6): opening or joining a group — its checkout (PromotionCheckout),
// submitted by the usual POST /p/order/submit; a refusal (not started, ended, group full or closed, joined already)
// is shown in place of the order.
import { useTranslation } from 'react-i18next';
import { submitOrder } from '../order/api';
import { PromotionCheckout } from '../order/submit/PromotionCheckout';
import type { GroupCheckout } from './group-buy.server';

export function ConfirmGroupPage({ data }: { data: GroupCheckout }) {
  const { t } = useTranslation();
  const back = data.prodId ? `/detail/${data.prodId}${data.groupId ? `?groupId=${data.groupId}` : ''}` : '/group-buy';
  const texts = {
    title: data.groupId ? t('groupBuy.confirm.joinTitle') : t('groupBuy.confirm.openTitle'),
    goods: t('groupBuy.confirm.goods'),
    payNote: t('groupBuy.confirm.payNote'),
    back: t('groupBuy.confirm.back'),
    submit: t('groupBuy.confirm.submit'),
    submitting: t('groupBuy.confirm.submitting'),
  };
  return <PromotionCheckout confirm={data.confirm} addresses={data.addresses} error={data.error} back={back} texts={texts} submitOrder={submitOrder} />;
}
