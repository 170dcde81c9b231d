// The steps of a refund request (SPEC §4 refund flow): applied → seller accepted → shipped back → seller received →
// refunded for a return, applied → accepted → refunded for a refund only; each step done once the timeline has it.
// A request stopped on the way (refused, in arbitration, withdrawn, closed) shows that state in place of the step it
// did not reach, with its time; the steps after it stay grey.
import { useTranslation } from 'react-i18next';
import { Ban, Check, ClipboardList, PackageCheck, Scale, Truck, Undo2, Wallet } from 'lucide-react';
import { REFUND_MODE, REFUND_STATUS as S, type RefundDetail } from '@mall/shared';
import { formatTime } from '../order/format';
import { refundStatusName, refundStatusTone } from './status';

const RETURN_STEPS = [S.applied, S.accepted, S.buyerShipped, S.sellerReceived, S.refunded];
const REFUND_STEPS = [S.applied, S.accepted, S.refunded];
const STOPS: number[] = [S.refused, S.arbitrating, S.withdrawn, S.closed];
const ICONS: Record<number, typeof Check> = {
  [S.applied]: ClipboardList,
  [S.accepted]: Undo2,
  [S.buyerShipped]: Truck,
  [S.sellerReceived]: PackageCheck,
  [S.refunded]: Wallet,
  [S.arbitrating]: Scale,
};

export function RefundSteps({ refund }: { refund: Pick<RefundDetail, 'mode' | 'status' | 'timeline'> }) {
  const { t } = useTranslation();
  const steps = refund.mode === REFUND_MODE.returnAndRefund ? RETURN_STEPS : REFUND_STEPS;
  // the latest time each state was reached (a resubmitted request is applied again)
  const at = new Map<number, string>();
  for (const e of refund.timeline) at.set(e.status, e.at);
  // a resubmitted request starts again: only what came after its latest application counts
  const since = at.get(S.applied) ?? '';
  const reached = (s: number) => at.has(s) && (s === S.applied || at.get(s)! >= since);
  const current = steps.findLastIndex(reached);
  const stopAt = STOPS.includes(refund.status) && current < steps.length - 1 ? current + 1 : -1;
  return (
    <ol role="list" className="od-steps as-steps" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }} aria-label={t('aftersale.detail.timeline')}>
      {steps.map((s, i) => {
        if (i === stopAt) {
          const Icon = ICONS[refund.status] ?? Ban;
          return (
            <li key={s} className={`od-steps__item is-stopped is-${refundStatusTone(refund.status)}`} aria-current="step">
              <span className="od-steps__dot" aria-hidden="true">
                <Icon size={16} />
              </span>
              <span className="od-steps__name">{t(`aftersale.status.${refundStatusName(refund.status)}`)}</span>
              <span className="od-steps__time">{formatTime(at.get(refund.status))}</span>
            </li>
          );
        }
        const done = i <= current;
        const Icon = done ? Check : (ICONS[s] ?? ClipboardList);
        const isCurrent = i === current && stopAt < 0;
        return (
          <li key={s} className={`od-steps__item${done ? ' is-done' : ''}${isCurrent ? ' is-current' : ''}`} aria-current={isCurrent ? 'step' : undefined}>
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
