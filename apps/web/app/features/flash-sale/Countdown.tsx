// Countdown digits in boxes (DESIGN.md) to a session's start or end, ticking by the server's clock: the page
// renders with the server time it was given (server and first client render agree), then ticks on from there.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Milliseconds of "now" by the server's clock, ticking every second after hydration. */
export function useServerNow(serverTime: string): number {
  const [now, setNow] = useState(() => Date.parse(serverTime));
  useEffect(() => {
    const skew = Date.parse(serverTime) - Date.now();
    const timer = setInterval(() => setNow(Date.now() + skew), 1000);
    return () => clearInterval(timer);
  }, [serverTime]);
  return now;
}

export function splitMs(ms: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { d: Math.floor(total / 86400), h: Math.floor((total % 86400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

const two = (n: number) => String(n).padStart(2, '0');

export function Countdown({ ms, label, size = 'md' }: { ms: number; label: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { d, h, m, s } = splitMs(ms);
  const spoken = `${d ? `${d}${t('flashSale.countdown.d')} ` : ''}${two(h)}:${two(m)}:${two(s)}`;
  return (
    <span className={`fs-count fs-count--${size}`} role="timer" aria-label={t('flashSale.countdown.label', { what: label, time: spoken })}>
      <span className="fs-count__label" aria-hidden="true">{label}</span>
      {d > 0 && (
        <>
          <span className="fs-count__box" aria-hidden="true">{d}</span>
          <span className="fs-count__sep" aria-hidden="true">{t('flashSale.countdown.d')}</span>
        </>
      )}
      <span className="fs-count__box" aria-hidden="true">{two(h)}</span>
      <span className="fs-count__sep" aria-hidden="true">:</span>
      <span className="fs-count__box" aria-hidden="true">{two(m)}</span>
      <span className="fs-count__sep" aria-hidden="true">:</span>
      <span className="fs-count__box" aria-hidden="true">{two(s)}</span>
    </span>
  );
}
