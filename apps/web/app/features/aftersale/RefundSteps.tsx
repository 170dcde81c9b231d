// The steps of a refund request (SPEC §4 refund flow): applied → seller accepted → shipped back → seller received →
// refunded for a return, applied → accepted → refunded for a refund only; each step done once the timeline has it.
// A refusal, withdrawal, closing or arbitration shows as the current state instead of the next step.
import { useTranslation } from 'react-i18next';
import { Check, ClipboardList, PackageCheck, Truck, Undo2, Wallet } from 'lucide-react';
import { REFUND_MODE, REFUND_STATUS as S, type RefundDetail } from '@mall/shared';
import { formatTime } from '../order/format';
import { refundStatusName } from './status';

const RETURN_STEPS = [S.applied, S.accepted, S.buyerShipped, S.sellerReceived, S.refunded];
const REFUND_STEPS = [S.applied, S.accepted, S.refunded];
const ICONS: Record<number, typeof Check> = {
  [S.applied]: ClipboardList,
  [S.accepted]: Undo2,
  [S.buyerShipped]: Truck,
  [S.sellerReceived]: PackageCheck,
  [S.refunded]: Wallet,
};

export function RefundSteps({ refund }: { refund: Pick<RefundDetail, 'mode' | 'timeline'> }) {
  const { t } = useTranslation();
  const steps = refund.mode === REFUND_MODE.returnAndRefund ? RETURN_STEPS : REFUND_STEPS;
  // the latest time each step was reached (a resubmitted request is applied again)
  const at = new Map<number, string>();
  for (const e of refund.timeline) at.set(e.status, e.at);
  const current = steps.findLastIndex((s) => at.has(s));
  return (
    <ol className="od-steps as-steps" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }} aria-label={t('aftersale.detail.timeline')}>
      {steps.map((s, i) => {
        const done = i <= current;
        const Icon = done ? Check : (ICONS[s] ?? ClipboardList);
        return (
          <li key={s} className={`od-steps__item${done ? ' is-done' : ''}${i === current ? ' is-current' : ''}`} aria-current={i === current ? 'step' : undefined}>
            <span className="od-steps__dot" aria-hidden="true">
              <Icon size={16} />
            </span>
            <span className="od-steps__name">{t(`aftersale.step.${refundStatusName(s)}`)}</span>
            <span className="od-steps__time">{done ? formatTime(at.get(s)) : '\u00a0'}</span>
          </li>
        );
      })}
    </ol>
  );
}
