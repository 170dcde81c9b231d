// /secdetail/confirm-order (SPEC §2; token needed): the seckill order's checkout (PromotionCheckout). Placing it is
// one buy attempt (POST /p/seckill/buy) answered at once; with Redis the won unit is queued to become the order and
// the button says so while the page asks for it ('queued → order ready → pay', decision 013), then the payment page
// opens. A refusal (not started, ended, sold out, limit, too busy, the queued win lost or failed) is shown in place of
// the order or as a toast, and the page stops asking.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionCheckout } from '../order/submit/PromotionCheckout';
import { buySeckill, type BuyStage } from './api';
import type { SeckillCheckout } from './flash-sale.server';

export function ConfirmOrderPage({ data }: { data: SeckillCheckout }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<BuyStage | null>(null);
  const texts = {
    title: t('flashSale.confirm.title'),
    goods: t('flashSale.confirm.goods'),
    payNote: t('flashSale.confirm.payNote'),
    back: t('flashSale.confirm.backToItem'),
    submit: t('flashSale.confirm.submit'),
    submitting: stage === 'queued' ? t('flashSale.confirm.queued') : stage === 'ready' ? t('flashSale.confirm.ready') : t('flashSale.confirm.submitting'),
  };
  const confirm = data.confirm;
  return (
    <PromotionCheckout
      confirm={confirm}
      addresses={data.addresses}
      error={data.error}
      back={`/secdetail/${data.seckillId}`}
      texts={texts}
      submitOrder={(body, lang) =>
        buySeckill(
          { seckillId: data.seckillId, prodCount: data.count, addrId: confirm?.userAddr?.addrId, remarks: body.remarks[0]?.remarks },
          lang,
          confirm?.actualTotal ?? 0,
          setStage,
          { lost: t('flashSale.reservationLost'), busy: t('flashSale.busy') },
        ).then((res) => {
          if (res.status !== 200) setStage(null);
          return res;
        })
      }
    />
  );
}
