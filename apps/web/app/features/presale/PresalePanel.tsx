// The product page's pre-sale panel (decision 035): the pre-sale price against the usual one, the deposit and what it
// counts for, the balance, the deposit and balance windows, the ship date, and the rule for a balance not paid in
// its window (shown before paying). "Pay the deposit" (or "Buy on pre-sale") goes to /presale/confirm-order.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClock } from 'lucide-react';
import { formatPrice, PRESALE_MODE, type PresaleInfo } from '@mall/shared';
import { Price } from '../../components/Price';
import { presaleCheckoutHref } from './api';
import './presale.css';

/** yyyy-mm-dd hh:mm in China time, the same for every visitor and for the server's rendering */
export const shownTime = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export function PresalePanel({ presale: p }: { presale: PresaleInfo }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(1);
  const deposit = p.mode === PRESALE_MODE.deposit;
  const most = Math.max(1, Math.min(p.stock, 99));
  return (
    <section className="ps-panel" id="presale-panel" aria-labelledby="ps-panel-title" data-testid="presale-panel">
      <div className="ps-panel__band">
        <span className="ps-panel__flag" id="ps-panel-title"><CalendarClock size={18} aria-hidden="true" /> {deposit ? t('presale.panel.titleDeposit') : t('presale.panel.titleFull')}</span>
        <span className="ps-panel__price">{t('presale.panel.price')} <Price fen={p.price} /></span>
        {p.originalPrice > p.price && <span className="ps-panel__meta">{t('presale.panel.usual')} <del>{formatPrice(p.originalPrice)}</del></span>}
      </div>
      <div className="ps-panel__body">
        <dl className="ps-panel__facts">
          {p.specName && (
            <div>
              <dt>{t('presale.panel.spec')}</dt>
              <dd data-testid="presale-spec">{p.specName}</dd>
            </div>
          )}
          {deposit && (
            <>
              <div>
                <dt>{t('presale.panel.deposit')}</dt>
                <dd>
                  <strong data-testid="presale-deposit">{formatPrice(p.deposit)}</strong>
                  {p.deductValue > p.deposit && <span className="ps-tag">{t('presale.panel.counts', { value: formatPrice(p.deductValue) })}</span>}
                </dd>
              </div>
              <div>
                <dt>{t('presale.panel.balance')}</dt>
                <dd data-testid="presale-balance">{formatPrice(p.balance)}</dd>
              </div>
            </>
          )}
          <div>
            <dt>{deposit ? t('presale.panel.depositWindow') : t('presale.panel.saleWindow')}</dt>
            <dd>{shownTime(p.saleStart)} – {shownTime(p.saleEnd)}</dd>
          </div>
          {deposit && p.balanceStart && p.balanceEnd && (
            <div>
              <dt>{t('presale.panel.balanceWindow')}</dt>
              <dd>{shownTime(p.balanceStart)} – {shownTime(p.balanceEnd)}</dd>
            </div>
          )}
          <div>
            <dt>{t('presale.panel.shipDate')}</dt>
            <dd>{t('presale.panel.shipBy', { date: shownTime(p.shipDate).slice(0, 10) })}</dd>
          </div>
          <div>
            <dt>{t('presale.panel.stock')}</dt>
            <dd>{t('presale.panel.stockLeft', { n: p.stock })}</dd>
          </div>
        </dl>
        {deposit && <p className="ps-panel__rule" role="note">{t('presale.panel.rule', { value: formatPrice(p.deductValue), deposit: formatPrice(p.deposit) })}</p>}
        <div className="ps-panel__act">
          {p.state === 'on' ? (
            <>
              <span className="ps-qty" role="group" aria-label={t('presale.panel.quantity')}>
                <button type="button" onClick={() => setCount((c) => Math.max(1, c - 1))} disabled={count <= 1} aria-label={t('presale.panel.less')}>−</button>
                <output aria-live="polite">{count}</output>
                <button type="button" onClick={() => setCount((c) => Math.min(most, c + 1))} disabled={count >= most} aria-label={t('presale.panel.more')}>+</button>
              </span>
              <Link to={presaleCheckoutHref(p.prodId, count)} className="btn btn--primary" data-testid="presale-buy">
                {deposit ? t('presale.panel.payDeposit', { amount: formatPrice(p.deposit * count) }) : t('presale.panel.buyFull', { amount: formatPrice(p.price * count) })}
              </Link>
            </>
          ) : (
            <p className="ps-panel__note" role="status">{p.state === 'upcoming' ? t('presale.panel.upcoming') : p.state === 'soldOut' ? t('presale.panel.soldOut') : t('presale.panel.ended')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
