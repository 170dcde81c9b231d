// /secdetail/confirm-order (SPEC §2; token needed): the seckill order's checkout (PromotionCheckout). Placing it is
// one buy attempt (POST /p/seckill/buy) answered at once; with Redis the won unit is queued to become the order and
// the button says so while the page asks for it ('queued → order ready → pay', decision 013), then the payment page
// opens. A refusal (not started, ended, sold out, limit, too busy, the queued win lost or failed) is shown in place of
// the order or as a toast, and the page stops asking. A win from before the page opened is shown above: its order
// (to view and pay), or, still queued (the page reloaded while waiting), awaited as if just placed.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { PromotionCheckout } from '../order/submit/PromotionCheckout';
import { awaitOrder, buySeckill, type BuyStage } from './api';
import type { SeckillCheckout } from './flash-sale.server';
import './flash-sale.css';

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
  const watch = (lang: string) => ({ lang, actualTotal: confirm?.actualTotal ?? 0, onStage: setStage, texts: { lost: t('flashSale.reservationLost'), busy: t('flashSale.busy') } });
  const settled = <T extends { status: number }>(res: T) => {
    if (res.status !== 200) setStage(null);
    return res;
  };
  const won = data.won;
  const queuedOnOpen = won?.state === 'queued';
  const notice = won?.state === 'ordered' && won.orderNumber ? (
    <p className="fs-won" role="status">
      <CircleCheck size={18} aria-hidden="true" />
      <span>
        {t('flashSale.won.ordered', { orderNumber: won.orderNumber })}
        <Link to={`/order-detail?orderNumber=${encodeURIComponent(won.orderNumber)}`} className="fs-won__link">{t('flashSale.won.view')}</Link>
      </span>
    </p>
  ) : queuedOnOpen && stage === 'queued' ? (
    <p className="fs-won" role="status">
      <CircleCheck size={18} aria-hidden="true" />
      <span>{t('flashSale.won.queued')}</span>
    </p>
  ) : null;
  return (
    <PromotionCheckout
      confirm={confirm}
      addresses={data.addresses}
      error={data.error}
      back={`/secdetail/${data.seckillId}`}
      texts={texts}
      notice={notice}
      resumeOrder={queuedOnOpen ? (lang) => awaitOrder(data.seckillId, won.reservationId, watch(lang)).then(settled) : undefined}
      submitOrder={(body, lang) =>
        buySeckill({ seckillId: data.seckillId, prodCount: data.count, addrId: confirm?.userAddr?.addrId, remarks: body.remarks[0]?.remarks }, watch(lang)).then(settled)
      }
    />
  );
}
