// /flash-sale (SPEC §2): the sessions as tabs (time, state) with the chosen one's countdown to its start or end,
// and its items: seckill price over the struck original price, a progress bar of the stock sold, and the way to
// /secdetail/{seckillId}.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import { FLASH_SALE_STATE, type FlashSaleSession } from '@mall/shared';
import { Countdown, useServerNow } from './Countdown';
import { ItemCard } from './ItemCard';
import { clockLabel, sessionState, STATE_KEY } from './state';
import type { FlashSaleData } from './flash-sale.server';
import './flash-sale.css';

export { SoldBar } from './ItemCard';

function SessionTabs({ sessions, current, now }: { sessions: FlashSaleSession[]; current: number | null; now: number }) {
  const { t, i18n } = useTranslation();
  return (
    <nav className="fs-tabs" aria-label={t('flashSale.title')}>
      {sessions.map((s) => {
        const state = sessionState(s, now);
        return (
          <Link
            key={s.sessionId}
            to={`/flash-sale?sessionId=${s.sessionId}`}
            className={`fs-tab${s.sessionId === current ? ' is-current' : ''}${state === FLASH_SALE_STATE.on ? ' is-on' : ''}`}
            aria-current={s.sessionId === current ? 'page' : undefined}
            preventScrollReset
          >
            <span className="fs-tab__time">{clockLabel(s.startAt, i18n.language, now)}</span>
            <span className="fs-tab__state">{t(STATE_KEY[state as 0 | 1 | 2])}</span>
            <span className="fs-tab__name">{s.name}</span>
          </Link>
        );
      })}
    </nav>
  );
}

export function FlashSalePage({ data }: { data: FlashSaleData }) {
  const { t } = useTranslation();
  const now = useServerNow(data.serverTime);
  const session = data.sessions.find((s) => s.sessionId === data.sessionId) ?? null;
  const state = session ? sessionState(session, now) : FLASH_SALE_STATE.ended;
  return (
    <div className="container fs-page">
      <header className="fs-hero">
        <Zap size={28} aria-hidden="true" />
        <div className="fs-hero__text">
          <h1 className="fs-hero__title">{t('flashSale.title')}</h1>
          <p className="fs-hero__sub">{t('flashSale.subtitle')}</p>
        </div>
        {session && (
          <span className="fs-hero__count">
            {state === FLASH_SALE_STATE.ended ? (
              <span className="fs-hero__over">{t('flashSale.over')}</span>
            ) : (
              <Countdown
                ms={(state === FLASH_SALE_STATE.on ? Date.parse(session.endAt) : Date.parse(session.startAt)) - now}
                label={state === FLASH_SALE_STATE.on ? t('flashSale.endsIn') : t('flashSale.startsIn')}
              />
            )}
          </span>
        )}
      </header>
      {data.sessions.length === 0 ? (
        <div className="fs-empty"><p>{t('flashSale.noSessions')}</p></div>
      ) : (
        <>
          <SessionTabs sessions={data.sessions} current={data.sessionId} now={now} />
          {data.items.records.length === 0 ? (
            <div className="fs-empty"><p>{t('flashSale.empty')}</p></div>
          ) : (
            <ul className="fs-grid">
              {data.items.records.map((c) => <ItemCard key={c.seckillId} card={c} state={state} />)}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
