// The five steps of an order (SPEC §4): submit, buyer payment, goods out, waiting for receipt, completion —
// each done step with its time.
import { useTranslation } from 'react-i18next';
import { Check, ClipboardList, CreditCard, PackageCheck, Truck, Warehouse } from 'lucide-react';
import type { OrderDetail } from '@mall/shared';
import { formatTime } from '../format';

const ICONS = { submit: ClipboardList, pay: CreditCard, ship: Warehouse, waitReceipt: Truck, complete: PackageCheck };

export function OrderTimeline({ steps }: { steps: OrderDetail['timeline'] }) {
  const { t } = useTranslation();
  const current = steps.findLastIndex((s) => s.done);
  return (
    <ol role="list" className="od-steps" aria-label={t('orders.detail.progress')}>
      {steps.map((s, i) => {
        const Icon = s.done ? Check : ICONS[s.step];
        return (
          <li
            key={s.step}
            className={`od-steps__item${s.done ? ' is-done' : ''}${i === current ? ' is-current' : ''}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="od-steps__dot" aria-hidden="true">
              <Icon size={16} />
            </span>
            <span className="od-steps__name">{t(`orders.timeline.${s.step}`)}</span>
            <span className="od-steps__time">{s.done && s.time ? formatTime(s.time) : '\u00a0'}</span>
            {!s.done && <span className="sr-only">{t('orders.timeline.notYet')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
