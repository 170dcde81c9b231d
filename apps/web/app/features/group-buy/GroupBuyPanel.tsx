// The product page's group-buy panel: the group price of the chosen SKU (or the cheapest), group size, time limit and
// the countdown to the activity's end (or start); "open a group"; the groups open to join with their members,
// remaining seats and countdowns; and, from a share link (?groupId=), that group first. Opening and joining go to
// /group-buy/confirm-order; a member can copy the group's share link (/detail/{prodId}?groupId=).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Share2, Users } from 'lucide-react';
import { formatPrice, type GroupView } from '@mall/shared';
import { Price } from '../../components/Price';
import { useToast } from '../../components/Toast';
import { Countdown, useServerNow } from '../flash-sale/Countdown';
import type { ProductGroupBuy } from './group-buy.server';
import '../flash-sale/flash-sale.css';
import './group-buy.css';

export const confirmHref = (activityId: number, skuId: number, prodId: number, groupId?: number) =>
  `/group-buy/confirm-order?activityId=${activityId}&skuId=${skuId}&prodId=${prodId}${groupId ? `&groupId=${groupId}` : ''}`;
export const shareHref = (prodId: number, groupId: number) => `/detail/${prodId}?groupId=${groupId}`;

function GroupRow({ g, now, join, mine, prodId }: { g: GroupView; now: number; join: string | null; mine: boolean; prodId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const open = g.state === 'grouping' && !!g.expiresAt && Date.parse(g.expiresAt) > now;
  async function share() {
    const url = `${window.location.origin}${shareHref(prodId, g.groupId)}`;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast.show(t('groupBuy.panel.copied'), 1800, 'info');
  }
  return (
    <li className="gb-group" data-group-id={g.groupId}>
      <span className="gb-group__who">
        <span className="gb-group__avatars" aria-hidden="true">
          {Array.from({ length: Math.min(g.size, 6) }, (_, i) => {
            const m = g.members[i];
            return <span key={i} className={m ? '' : 'is-empty'}>{m ? [...m.nickName][0] : '?'}</span>;
          })}
        </span>
        <span className="gb-group__name">{g.leaderName}</span>
        <span className="gb-group__lead">{t('groupBuy.panel.leader')}</span>
      </span>
      <span className="gb-group__need">
        {g.state === 'succeeded' ? t('groupBuy.panel.succeeded') : g.state === 'failed' ? t('groupBuy.panel.failed') : t('groupBuy.panel.remaining', { n: g.remaining })}
      </span>
      <span className="gb-group__end">
        {open && g.expiresAt && <Countdown ms={Date.parse(g.expiresAt) - now} label={t('groupBuy.panel.leftTime')} size="sm" />}
        {mine ? (
          <>
            <span className="gb-group__need">{t('groupBuy.panel.joined')}</span>
            {open && (
              <button type="button" className="btn btn--sm" onClick={() => void share()}>
                <Share2 size={14} aria-hidden="true" /> {t('groupBuy.panel.share')}
              </button>
            )}
          </>
        ) : (
          open && g.remaining > 0 && join && <Link to={join} className="btn btn--sm btn--primary">{t('groupBuy.panel.join')}</Link>
        )}
      </span>
    </li>
  );
}

export function GroupBuyPanel({ data, skuId }: { data: ProductGroupBuy; skuId: number | null }) {
  const { t } = useTranslation();
  const now = useServerNow(data.activity.serverTime);
  const a = data.activity;
  const sku = a.skus.find((s) => s.skuId === skuId) ?? [...a.skus].sort((x, y) => x.groupPrice - y.groupPrice)[0];
  if (!sku) return null;
  const started = Date.parse(a.startAt) <= now;
  const ended = Date.parse(a.endAt) <= now;
  const shared = data.shared;
  const others = a.groups.filter((g) => g.groupId !== shared?.group.groupId);
  const joinHref = (g: GroupView) => (started ? confirmHref(a.activityId, sku.skuId, a.prodId, g.groupId) : null);
  return (
    <section className="gb-panel" aria-labelledby="gb-panel-title">
      <div className="gb-panel__band">
        <span className="gb-panel__flag" id="gb-panel-title"><Users size={18} aria-hidden="true" /> {t('groupBuy.panel.title')}</span>
        <span className="gb-panel__price">{t('groupBuy.groupPrice')} <Price fen={sku.groupPrice} /></span>
        <span className="gb-panel__meta">
          {t('groupBuy.price')} <del>{formatPrice(sku.price)}</del> · {t('groupBuy.size', { n: a.groupSize })} · {t('groupBuy.hours', { n: a.timeLimitHours })}
        </span>
        {!ended && <Countdown ms={(started ? Date.parse(a.endAt) : Date.parse(a.startAt)) - now} label={started ? t('groupBuy.endsIn') : t('groupBuy.startsIn')} size="sm" />}
      </div>
      <div className="gb-panel__body">
        {shared && (
          <div className="gb-shared">
            <p className="gb-shared__title">{shared.group.state === 'grouping' ? t('groupBuy.panel.shared') : t('groupBuy.panel.sharedClosed')}</p>
            <ul className="gb-groups">
              <GroupRow g={shared.group} now={now} join={joinHref(shared.group)} mine={shared.joinedByMe || data.mine.includes(shared.group.groupId)} prodId={a.prodId} />
            </ul>
          </div>
        )}
        <div className="gb-panel__act">
          {started && !ended ? (
            <Link to={confirmHref(a.activityId, sku.skuId, a.prodId)} className="btn btn--primary">{t('groupBuy.panel.open')} {formatPrice(sku.groupPrice)}</Link>
          ) : (
            <p className="gb-panel__note" role="status">{ended ? t('groupBuy.panel.ended') : t('groupBuy.panel.notStarted')}</p>
          )}
        </div>
        <h3 className="gb-groups__title">{t('groupBuy.panel.groups')}</h3>
        {others.length === 0 ? (
          <p className="gb-empty">{t('groupBuy.panel.noGroups')}</p>
        ) : (
          <ul className="gb-groups">
            {others.map((g) => <GroupRow key={g.groupId} g={g} now={now} join={joinHref(g)} mine={data.mine.includes(g.groupId)} prodId={a.prodId} />)}
          </ul>
        )}
      </div>
    </section>
  );
}
