// /user-center/uc-integral (SPEC §2 my points): the balance and what expires within 30 days, the daily sign-in with
// the streak and the month's calendar, and the points records (earned, spent, expired, refunded), paged, by kind.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import type { Paged, PointsInfo, PointsLogTypeName, PointsRecord, SignInCalendar } from '@mall/shared';
import { POINTS_LOG_TYPES } from '@mall/shared';
import { LedgerTable, signed } from '../../components/LedgerTable';
import { RECORDS_PARAM, TYPE_PARAM } from './api';
import { chinaDate, chinaTime, pointsText } from './format';
import { SignInCard } from './SignInCard';

export interface PointsPageData {
  info: PointsInfo;
  calendar: SignInCalendar;
  records: Paged<PointsRecord>;
  type: PointsLogTypeName | null;
}

function note(r: PointsRecord, t: (k: string, o?: Record<string, unknown>) => string, lang: string): string {
  const parts: string[] = [];
  if (r.source) parts.push(t(`points.source.${r.source}`));
  if (r.source === 'signIn' && r.ref && /^\d{4}-\d{2}-\d{2}$/.test(r.ref)) parts.push(r.ref);
  if (r.expiresAt) parts.push(t('points.records.validUntil', { date: chinaDate(r.expiresAt, lang) }));
  return parts.join(' · ');
}

export function PointsPage({ info, calendar, records, type }: PointsPageData) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const lang = i18n.language;
  const tabHref = (k: PointsLogTypeName | null) => (k ? `${pathname}?${TYPE_PARAM}=${k}` : pathname);
  return (
    <>
      <section className="uc-card pts" aria-labelledby="pts-title">
        <h1 id="pts-title" className="uc-card__title">
          {t('points.title')}
        </h1>
        <div className="pts__now">
          <Coins size={40} aria-hidden="true" className="pts__icon" />
          <div>
            <p className="pts__label">{t('points.available')}</p>
            <p className="pts__amount" data-testid="points-balance">
              {pointsText(info.balance, lang)}
            </p>
          </div>
          <p className="pts__soon" data-testid="points-soon">
            {info.soonToExpire > 0 && info.soonToExpireAt
              ? t('points.soon', { points: pointsText(info.soonToExpire, lang), date: chinaDate(info.soonToExpireAt, lang) })
              : t('points.noneSoon')}
          </p>
        </div>
        <p className="pts__rule">{t('points.rule')}</p>
      </section>

      <SignInCard info={info} calendar={calendar} />

      <section className="uc-card" aria-labelledby="pts-records-title">
        <h2 id="pts-records-title" className="uc-card__title">
          {t('points.records.title')}
        </h2>
        <nav className="pts-tabs" aria-label={t('points.records.title')}>
          {([null, ...POINTS_LOG_TYPES] as const).map((k) => (
            <Link key={k ?? 'all'} to={tabHref(k)} className={type === k ? 'is-active' : undefined} aria-current={type === k ? 'page' : undefined}>
              {t(k ? `points.type.${k}` : 'points.records.all')}
            </Link>
          ))}
        </nav>
        <LedgerTable
          page={records}
          param={RECORDS_PARAM}
          className="pts-records"
          empty={t('points.records.none')}
          heads={[t('points.records.colTime'), t('points.records.colType'), t('points.records.colAmount'), t('points.records.colAfter'), t('points.records.colNote')]}
          cells={(r) => ({
            time: chinaTime(r.createTime, lang),
            type: t(`points.type.${r.type}`),
            change: signed(r.amount, (n) => pointsText(n, lang)),
            out: r.amount < 0,
            after: pointsText(r.balanceAfter, lang),
            note: note(r, t, lang),
          })}
        />
      </section>
    </>
  );
}
