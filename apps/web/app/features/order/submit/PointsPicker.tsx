// The checkout's points step (issue 14, decision 019): a switch to deduct points, the amount in steps of 10
// (prefilled with the most this order can use), the balance, the most usable and what the used points take off.
// Turning it on or applying another amount asks for a new preview through ?usePoints= (the loader re-confirms; the
// totals update); an amount off the step is refused here at once, one over the balance or the cap by the API (its
// message comes back in `error`). Not shown when the buyer has no points or the order takes none (activity orders).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, usePointsRule as pointsUseRule, type CheckoutPoints } from '@mall/shared';

/** Whether the points step is offered: the buyer has points and this order takes some. */
export const offersPoints = (points: CheckoutPoints | undefined): points is CheckoutPoints =>
  Boolean(points && points.balance > 0 && (points.maxUsable > 0 || points.used > 0));

export function PointsPicker({ points, asked, error, disabled, onUse }: {
  points: CheckoutPoints;
  /** the points the address asks for (?usePoints=), null: points off */
  asked: number | null;
  /** the API's refusal of `asked` */
  error: string | null;
  disabled: boolean;
  /** ask for a new preview with these points (0: none) */
  onUse(points: number): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const asking = asked !== null && asked > 0;
  // the switch follows the click at once (the parent keys this on the asked points, so a new preview resets it)
  const [on, setOn] = useState(asking);
  const [amount, setAmount] = useState(String(asking ? asked : points.maxUsable));
  const [localError, setLocalError] = useState<string | null>(null);
  const shown = localError ?? (on && asking ? error : null);

  function toggle(next: boolean) {
    setLocalError(null);
    setOn(next);
    if (!next) return onUse(0);
    setAmount(String(points.maxUsable));
    onUse(points.maxUsable);
  }

  function apply() {
    const n = amount.trim() === '' ? NaN : Number(amount.trim());
    // the step here at once; the balance and the cap are the API's to refuse
    const key = pointsUseRule(n, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    if (key) return setLocalError(t(key));
    setLocalError(null);
    if (n !== asked) onUse(n);
  }

  return (
    <div className="co-pts">
      <label className="co-pts__switch">
        <input type="checkbox" role="switch" checked={on} disabled={disabled} onChange={(e) => toggle(e.target.checked)} />
        <span>{t('orders.points.use')}</span>
      </label>
      <p className="co-pts__info">
        {t('orders.points.balance', { balance: points.balance })}
        {' · '}
        {t('orders.points.maxUsable', { max: points.maxUsable, amount: formatPrice(Math.floor((points.maxUsable * 100) / points.pointsPerYuan)) })}
        {' · '}
        <span className="co-muted">{t('orders.points.rule', { rate: points.pointsPerYuan, share: points.maxSharePercent })}</span>
      </p>
      {on && (
        <div className={`co-pts__use${shown ? ' is-error' : ''}`}>
          <label htmlFor={`${id}-amount`}>{t('orders.points.amount')}</label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            min={0}
            step={points.step}
            max={points.maxUsable}
            value={amount}
            disabled={disabled}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
          />
          <button type="button" className="btn co-pts__apply" disabled={disabled} onClick={apply}>
            {t('orders.points.apply')}
          </button>
          {points.used > 0 && !shown && (
            <p className="co-pts__off">
              {t('orders.points.deduction', { points: points.used })}
              <strong>-{formatPrice(points.deduction)}</strong>
            </p>
          )}
          {shown && (
            <p id={`${id}-error`} className="fld__error" role="alert">
              {shown}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
