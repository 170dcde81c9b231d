// /coupons (SPEC: coupon center): the coupons on offer with how many are left; claiming needs a login (logged out
// the button opens the login popup); a claimed coupon and a sold-out one show their state.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketPercent } from 'lucide-react';
import type { CouponCard as CouponCardData, Paged } from '@mall/shared';
import { useLoginPopup } from '../account/LoginPopup';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../components/Toast';
import { apiErrorMessage } from '../../lib/api-error';
import { Pagination } from '../../components/Pagination';
import { claimCoupon } from './api';
import { CouponCard } from './CouponCard';

export function ClaimButton({ card, onClaimed }: { card: CouponCardData; onClaimed: (next: CouponCardData) => void }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const popup = useLoginPopup();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (card.state === 'claimed') return <span className="coupon__btn coupon__btn--done">{t('coupon.card.claimed')}</span>;
  if (card.state === 'soldOut') return <span className="coupon__btn coupon__btn--done">{t('coupon.card.soldOut')}</span>;
  async function claim() {
    if (!user) {
      popup.open();
      return;
    }
    if (busy) return;
    setBusy(true);
    const res = await claimCoupon(card.couponId, i18n.language);
    setBusy(false);
    const error = apiErrorMessage(res, t);
    if (error || !res.data || res.status !== 200) {
      if (res.status !== 401) toast.show(error ?? t('error.server'), 2000, 'error');
      const code = (res.data as unknown as { code?: string } | null)?.code;
      if (code === 'COUPON_SOLD_OUT') onClaimed({ ...card, remaining: 0, state: 'soldOut' });
      if (code === 'COUPON_LIMIT_REACHED') onClaimed({ ...card, state: 'claimed' });
      return;
    }
    toast.show(t('coupon.card.claimedToast'), 1500);
    onClaimed({ ...card, remaining: res.data.remaining, claimedByMe: res.data.claimedByMe, state: res.data.state });
  }
  return (
    <button type="button" className="coupon__btn" onClick={() => void claim()} disabled={busy} aria-haspopup={user ? undefined : 'dialog'}>
      {busy ? t('coupon.card.claiming') : t('coupon.card.claim')}
    </button>
  );
}

export function CouponCenter({ page }: { page: Paged<CouponCardData> }) {
  const { t } = useTranslation();
  const [cards, setCards] = useState(page.records);
  const replace = (next: CouponCardData) => setCards((all) => all.map((c) => (c.couponId === next.couponId ? next : c)));
  return (
    <div className="container coupon-center">
      <header className="coupon-center__head">
        <TicketPercent size={28} aria-hidden="true" />
        <div>
          <h1 className="coupon-center__title">{t('coupon.center.title')}</h1>
          <p className="coupon-center__sub">{t('coupon.center.subtitle')}</p>
        </div>
      </header>
      {cards.length === 0 ? (
        <div className="coupon-empty">
          <p>{t('coupon.center.empty')}</p>
          <Link to="/" className="coupon-empty__action">{t('coupon.center.emptyAction')}</Link>
        </div>
      ) : (
        <ul className="coupon-grid">
          {cards.map((c) => {
            const claimedPct = c.total > 0 ? Math.round(((c.total - c.remaining) / c.total) * 100) : 100;
            return (
              <li key={c.couponId}>
                <CouponCard
                  coupon={c}
                  look={c.state}
                  action={<ClaimButton card={c} onClaimed={replace} />}
                  footer={
                    <div className="coupon__stock">
                      <span className="coupon__bar" aria-hidden="true"><span style={{ width: `${claimedPct}%` }} /></span>
                      <span>{c.remaining > 0 ? t('coupon.card.remaining', { n: c.remaining }) : t('coupon.card.soldOut')}</span>
                      {c.perUserLimit > 1 && <span className="coupon__limit">{t('coupon.card.limit', { n: c.perUserLimit })}</span>}
                    </div>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} />
    </div>
  );
}
