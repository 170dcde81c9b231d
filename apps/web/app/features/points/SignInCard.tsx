// The daily sign-in of uc-integral: today's button (once a China day; the API refuses a second one and its message
// is shown), the streak, the 7-day cycle of rewards with today's place, and the month's calendar of signed days.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import type { PointsInfo, SignInCalendar } from '@mall/shared';
import { useToast } from '../../components/Toast';
import { apiErrorMessage } from '../../lib/api-error';
import { signInToday } from './api';
import { monthGrid } from './format';

export function SignInCard({ info, calendar }: { info: PointsInfo; calendar: SignInCalendar }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [signed, setSigned] = useState(info.signedInToday);
  const signedToday = signed || info.signedInToday;
  const signedDays = new Set(calendar.days.map((d) => Number(d.day.slice(8))));
  const todayNum = calendar.month === info.today.slice(0, 7) ? Number(info.today.slice(8)) : 0;
  // the place of today in the cycle: the next day of the streak, or today's when signed
  const cycleDay = ((signedToday ? info.streak : info.streak + 1) - 1) % info.rewards.length;

  const signIn = async () => {
    if (pending || signedToday) return;
    setPending(true);
    const res = await signInToday(i18n.language);
    setPending(false);
    if (res.status === 200) {
      setSigned(true);
      toast.show(t('points.signIn.done', { points: res.data.points, streak: res.data.streak }), 2000, 'info');
      await revalidator.revalidate();
      return;
    }
    if (res.status === 400) setSigned(true);
    const message = apiErrorMessage(res, t);
    if (message) toast.show(message, 2000, 'warning');
    await revalidator.revalidate();
  };

  const [y, m] = calendar.month.split('-');
  return (
    <section className="uc-card pts-sign" aria-labelledby="pts-sign-title">
      <h2 id="pts-sign-title" className="uc-card__title">
        {t('points.signIn.title')}
      </h2>
      <div className="pts-sign__head">
        <button type="button" className="btn btn--primary pts-sign__btn" onClick={() => void signIn()} disabled={pending || signedToday}>
          <CalendarCheck size={18} aria-hidden="true" />
          {signedToday ? t('points.signIn.signed') : t('points.signIn.button', { points: info.todayReward })}
        </button>
        <p className="pts-sign__streak">
          {info.streak > 0 ? t('points.signIn.streak', { count: info.streak }) : t('points.signIn.noStreak')}
        </p>
      </div>
      <ol role="list" className="pts-cycle" aria-label={t('points.signIn.cycle')}>
        {info.rewards.map((p, i) => (
          <li key={i} className={i === cycleDay ? 'is-today' : i < cycleDay ? 'is-past' : undefined} aria-current={i === cycleDay ? 'step' : undefined}>
            <span className="pts-cycle__day">{t('points.signIn.day', { n: i + 1 })}</span>
            <span className="pts-cycle__pts">+{p}</span>
          </li>
        ))}
      </ol>
      <table className="pts-cal" aria-label={t('points.signIn.calendar', { year: y, month: Number(m) })}>
        <caption>{t('points.signIn.calendar', { year: y, month: Number(m) })}</caption>
        <thead>
          <tr>
            {[1, 2, 3, 4, 5, 6, 7].map((w) => (
              <th key={w} scope="col">
                {t(`points.signIn.weekdays.${w}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(calendar.month).map((week, wi) => (
            <tr key={wi}>
              {week.map((d, di) => (
                <td key={di} className={[d && signedDays.has(d) ? 'is-signed' : '', d === todayNum ? 'is-today' : ''].filter(Boolean).join(' ') || undefined}>
                  {d > 0 && (
                    <>
                      <span>{d}</span>
                      {signedDays.has(d) && <span className="sr-only">{t('points.signIn.signedDay')}</span>}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
