// /member-center/member-center (issue 14): my level with the growth bar to the next one, my benefits now, the paid
// membership's state, and my growth records (paged).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Crown } from 'lucide-react';
import type { GrowthRecord, MembershipInfo, Paged } from '@mall/shared';
import { Pagination } from '../../components/Pagination';
import { Benefits } from './Benefits';
import { chinaDate } from './format';

export const RECORDS_PARAM = 'current';

export function MemberCenterPage({ info, records }: { info: MembershipInfo; records: Paged<GrowthRecord> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const from = info.level?.threshold ?? 0;
  const to = info.nextLevel?.threshold ?? info.growth;
  const pct = info.nextLevel ? Math.min(100, Math.max(0, Math.round(((info.growth - from) * 100) / Math.max(to - from, 1)))) : 100;
  return (
    <div className="container mbr">
      <nav className="mbr-tabs" aria-label={t('membership.center')}>
        <Link to="/member-center/member-center" aria-current="page">{t('membership.center')}</Link>
        <Link to="/member-center/member-equity">{t('membership.equity')}</Link>
        <Link to="/member-center/buy-member">{t('membership.buy')}</Link>
      </nav>
      <section className="mbr-card mbr-hero" aria-labelledby="mbr-title">
        <Crown size={44} aria-hidden="true" className="mbr-hero__icon" />
        <div className="mbr-hero__main">
          <h1 id="mbr-title">
            {t('membership.myLevelLabel')}<strong>{info.level?.name ?? t('membership.noLevel')}</strong>
          </h1>
          <p className="mbr-hero__growth">{t('membership.growth', { growth: info.growth })}</p>
          <div className="mbr-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={t('membership.growth', { growth: info.growth })}>
            <span style={{ width: `${pct}%` }} />
          </div>
          <p className="mbr-muted">{info.nextLevel ? t('membership.toNext', { count: info.toNext, name: info.nextLevel.name }) : t('membership.top')}</p>
        </div>
      </section>
      <div className="mbr-grid">
        <section className="mbr-card" aria-labelledby="mbr-benefits">
          <h2 id="mbr-benefits">{t('membership.benefits')}</h2>
          <Benefits discountPercent={info.benefit.discountPercent} freeShipping={info.benefit.freeShipping} pointsMultiplier={info.benefit.pointsMultiplier} />
          {info.benefit.source && <p className="mbr-muted">{t(`membership.source.${info.benefit.source}`)}</p>}
        </section>
        <section className="mbr-card" aria-labelledby="mbr-paid">
          <h2 id="mbr-paid">{t('membership.paid')}</h2>
          <p>
            {info.paid
              ? t(info.paid.active ? 'membership.paidActive' : 'membership.paidExpired', { plan: info.paid.planName, date: chinaDate(info.paid.endsAt, lang) })
              : t('membership.paidNone')}
          </p>
          <Link className="mbr-btn" to="/member-center/buy-member">
            {info.paid?.active ? t('membership.paidRenew') : t('membership.paidBuy')}
          </Link>
        </section>
      </div>
      <section className="mbr-card" aria-labelledby="mbr-records">
        <h2 id="mbr-records">{t('membership.records')}</h2>
        {records.records.length === 0 ? (
          <p className="mbr-muted">{t('membership.noRecords')}</p>
        ) : (
          <table className="mbr-table">
            <thead>
              <tr>
                <th scope="col">{t('membership.col.source')}</th>
                <th scope="col">{t('membership.col.amount')}</th>
                <th scope="col">{t('membership.col.after')}</th>
                <th scope="col">{t('membership.col.time')}</th>
              </tr>
            </thead>
            <tbody>
              {records.records.map((r) => (
                <tr key={r.id}>
                  <td>{t(`membership.growthSource.${r.source}`)}</td>
                  <td className={r.amount < 0 ? 'mbr-neg' : 'mbr-pos'}>{r.amount > 0 ? `+${r.amount}` : r.amount}</td>
                  <td>{r.balanceAfter}</td>
                  <td className="mbr-muted">{chinaDate(r.createTime, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination current={records.current} pages={records.pages} param={RECORDS_PARAM} />
      </section>
    </div>
  );
}
