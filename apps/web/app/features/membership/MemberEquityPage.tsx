// /member-center/member-equity (issue 14, public): every level side by side with its threshold and benefits, and the
// paid plans; a logged-in visitor's own level is marked.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice, type MembershipEquity, type MembershipInfo } from '@mall/shared';
import { Benefits } from './Benefits';
import { periodText } from './format';

export function MemberEquityPage({ equity, mine }: { equity: MembershipEquity; mine: MembershipInfo | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="container mbr">
      <nav className="mbr-tabs" aria-label={t('membership.equity')}>
        <Link to="/member-center/member-center">{t('membership.center')}</Link>
        <Link to="/member-center/member-equity" aria-current="page">{t('membership.equity')}</Link>
        <Link to="/member-center/buy-member">{t('membership.buy')}</Link>
      </nav>
      <h1 className="mbr-title">{t('membership.levels')}</h1>
      {!mine && (
        <p className="mbr-muted">
          <Link to="/login?redirect=/member-center/member-equity">{t('membership.loginForMine')}</Link>
        </p>
      )}
      <ul className="mbr-levels">
        {equity.levels.map((l) => (
          <li key={l.id} className={`mbr-card mbr-level${mine?.level?.id === l.id ? ' mbr-level--mine' : ''}`}>
            {l.icon ? <img src={l.icon} alt="" width={40} height={40} /> : null}
            <h2>{l.name}</h2>
            <p className="mbr-muted">{t('membership.threshold', { n: l.threshold })}</p>
            <Benefits discountPercent={l.discountPercent} freeShipping={l.freeShipping} pointsMultiplier={l.pointsMultiplier} levelUpPoints={l.levelUpPoints} coupons={l.couponIds.length} />
            {mine?.level?.id === l.id && <p className="mbr-tag">{t('membership.myLevel')}</p>}
          </li>
        ))}
      </ul>
      <h2 className="mbr-title">{t('membership.plans')}</h2>
      {equity.plans.length === 0 ? (
        <p className="mbr-muted">{t('membership.noPlans')}</p>
      ) : (
        <ul className="mbr-levels">
          {equity.plans.map((p) => (
            <li key={p.id} className="mbr-card mbr-level">
              <h3>{p.name}</h3>
              <p className="mbr-price">{t('membership.perPeriod', { price: formatPrice(p.price), period: periodText(p.periodUnit, p.periodCount, t, i18n.language) })}</p>
              <Benefits discountPercent={p.discountPercent} pointsMultiplier={p.pointsMultiplier} monthlyCoupons={p.monthlyCouponIds.length} />
              <Link className="mbr-btn" to={`/member-center/buy-member?planId=${p.id}`}>{t('membership.paidBuy')}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
