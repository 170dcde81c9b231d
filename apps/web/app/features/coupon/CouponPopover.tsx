// "领券 / Coupons": a button that opens the coupons claimable for a product (product detail) or a shop (cart), each
// with its claim button (GET /coupon/usable; logged in, /p/coupon/usable with the caller's claim state). Loaded on
// first open; Esc, the close button or a click outside closes it.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TicketPercent, X } from 'lucide-react';
import type { CouponCard as CouponCardData, Paged } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { useSessionUser } from '../../lib/session';
import { ClaimButton } from './CouponCenter';
import { CouponCard } from './CouponCard';
import './coupon.css';

export function CouponPopover({ prodId, shopId }: { prodId?: number; shopId?: number }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cards, setCards] = useState<CouponCardData[] | null>(null);

  useEffect(() => {
    if (!open || cards) return;
    const q = prodId ? `prodId=${prodId}` : `shopId=${shopId}`;
    void clientApi<Paged<CouponCardData>>(`${user ? '/p' : ''}/coupon/usable?${q}&size=20`, { lang: i18n.language }).then((res) =>
      setCards(res.status === 200 && res.data ? res.data.records : []),
    );
  }, [open, cards, prodId, shopId, user, i18n.language]);

  useEffect(() => {
    if (!open) return;
    const key = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const click = (e: MouseEvent) => box.current && !box.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', key);
    document.addEventListener('mousedown', click);
    return () => {
      document.removeEventListener('keydown', key);
      document.removeEventListener('mousedown', click);
    };
  }, [open]);

  const replace = (next: CouponCardData) => setCards((all) => all?.map((c) => (c.couponId === next.couponId ? next : c)) ?? null);
  return (
    <div className="cpn-pop" ref={box}>
      <button type="button" className="cpn-pop__btn" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
        <TicketPercent size={14} aria-hidden="true" />
        {t('coupon.popover.button')}
      </button>
      {open && (
        <div className="cpn-pop__panel" id={`${id}-panel`} role="dialog" aria-label={t('coupon.popover.title')}>
          <div className="cpn-pop__head">
            <span>{t('coupon.popover.title')}</span>
            <button type="button" className="cpn-pop__close" onClick={() => setOpen(false)} aria-label={t('coupon.popover.close')}>
              <X size={16} aria-hidden="true" />
            </button>
          </div>
          {cards === null ? (
            <p className="cpn-pop__empty" aria-busy="true">…</p>
          ) : cards.length === 0 ? (
            <p className="cpn-pop__empty">{t('coupon.popover.empty')}</p>
          ) : (
            <ul className="cpn-pop__list">
              {cards.map((c) => (
                <li key={c.couponId}>
                  <CouponCard coupon={c} look={c.state} action={<ClaimButton card={c} onClaimed={replace} />} />
                </li>
              ))}
            </ul>
          )}
          <Link to="/coupons" className="cpn-pop__more">{t('coupon.popover.more')}</Link>
        </div>
      )}
    </div>
  );
}
