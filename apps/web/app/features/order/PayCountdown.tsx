// Time left to pay an unpaid order (it is canceled when it runs out). Shown only after hydration: the server's
// clock and the browser's differ, and the text must not jump between the two.
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from './format';

function subscribe(tick: () => void): () => void {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
}
/** whole seconds, so that two reads in one tick agree */
const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const serverNow = (): null => null;

export function useNowSeconds(): number | null {
  return useSyncExternalStore<number | null>(subscribe, nowSeconds, serverNow);
}

export function PayCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired?(): void }) {
  const { t } = useTranslation();
  const now = useNowSeconds();
  const left = now === null ? null : new Date(expiresAt).getTime() - now * 1000;
  const over = left !== null && left <= 0;
  useEffect(() => {
    if (over) onExpired?.();
  }, [over, onExpired]);
  return (
    <span className="pay-countdown">
      {left === null ? '\u00a0' : over ? t('orders.payExpired') : t('orders.payLeft', { time: formatCountdown(left) })}
    </span>
  );
}
