// A countdown shown as text ("29分59秒" / "29 min 59 s"), announced politely once a minute at most: a timer whose
// name is the minutes left (aria-label is allowed on a timer, not on a plain <b>).
import { useTranslation } from 'react-i18next';
import { splitMs, two } from './countdown';

export function CountdownText({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const { h, m, s } = splitMs(ms);
  const text = h > 0 ? t('payment.time.hms', { h, m: two(m), s: two(s) }) : t('payment.time.ms', { m: two(m), s: two(s) });
  return (
    <b className="pay-countdown" role="timer" aria-label={h > 0 ? t('payment.time.hm', { h, m }) : t('payment.time.m', { m: m + (s > 0 ? 1 : 0) })}>
      <span aria-hidden="true">{text}</span>
    </b>
  );
}
